import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Funnel } from "@shared/funnel";
import { FunnelView } from "@/features/desk/insights/components/funnel-view";
import { formatRate, funnelCsv, funnelSteps, presetPeriod, sortRows } from "@/features/desk/insights/funnel-data";
import { renderWithProviders } from "../../../../support/render";
import { rowsOf } from "../table-rows";

const DATA: Funnel = {
  totals: { visitors: 400, pageviews: 900, enquiryOpens: 40, enquiries: 10 },
  byPage: [
    { key: "/workcation-transformation", visitors: 400, enquiryOpens: 4, enquiries: 1 },
    { key: "/queer-womens-retreats", visitors: 40, enquiryOpens: 8, enquiries: 1 },
    { key: "/faqs", visitors: 0, enquiryOpens: 0, enquiries: 2 },
  ],
  byProgramme: [{ key: "Hills", visitors: 10, enquiryOpens: 10, enquiries: 3 }],
  bySource: [
    { key: "direct", visitors: 300, enquiryOpens: 30, enquiries: 6 },
    { key: "www.google.com", visitors: 100, enquiryOpens: 10, enquiries: 4 },
  ],
  byCampaign: [],
};


describe("funnel figures", () => {
  it("gives each step its rate from the step before", () => {
    expect(funnelSteps(DATA.totals)).toEqual([
      { label: "Visitors", count: 400, rate: null },
      { label: "Enquiry dialogs opened", count: 40, rate: 0.1 },
      { label: "Enquiries sent", count: 10, rate: 0.25 },
    ]);
    expect(formatRate(0.0025)).toBe("0.3%");
    expect(formatRate(0.25)).toBe("25%");
    expect(formatRate(null)).toBe("–");
  });

  it("sorts by conversion (enquiries per visitor), keys with no visitors last", () => {
    expect(sortRows(DATA.byPage, "conversion").map((r) => r.key)).toEqual(["/queer-womens-retreats", "/workcation-transformation", "/faqs"]);
    expect(sortRows(DATA.byPage, "visitors").map((r) => r.key)).toEqual(["/workcation-transformation", "/queer-womens-retreats", "/faqs"]);
  });

  it("counts the last n days up to today, today included", () => {
    expect(presetPeriod(7, new Date(Date.UTC(2026, 2, 10, 15)), "UTC")).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(presetPeriod(90, new Date(Date.UTC(2026, 2, 10)), "UTC")).toEqual({ from: "2025-12-11", to: "2026-03-10" });
  });

  it("counts days in the desk's zone, not the browser's: 19:30 UTC is already tomorrow in India", () => {
    expect(presetPeriod(7, new Date(Date.UTC(2026, 10, 25, 19, 30)), "Asia/Kolkata")).toEqual({ from: "2026-11-20", to: "2026-11-26" });
  });

  it("exports every breakdown as CSV, cells escaped", () => {
    const csv = funnelCsv({ ...DATA, byCampaign: [{ key: "=cmd|x", visitors: 1, enquiryOpens: 0, enquiries: 0 }] }, { from: "2026-03-01", to: "2026-03-10" }, "conversion");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Breakdown,Key,Visitors,Dialogs opened,Enquiries,Enquiries per visitor,From,To");
    expect(lines[1]).toBe("All visits,,400,40,10,2.5%,2026-03-01,2026-03-10");
    expect(lines[2]).toBe("Page,/queer-womens-retreats,40,8,1,2.5%,2026-03-01,2026-03-10");
    expect(lines.at(-1)).toBe("Campaign,'=cmd|x,1,0,0,0%,2026-03-01,2026-03-10");
  });
});

describe("the Funnel view", () => {
  it("shows the three steps and gives every chart a table with the same numbers", async () => {
    renderWithProviders(<FunnelView data={DATA} sort="conversion" />);
    const steps = screen.getByRole("list", { name: "Funnel steps" });
    expect(within(steps).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Visitors400",
      "Enquiry dialogs opened4010% of visitors",
      "Enquiries sent1025% of enquiry dialogs opened",
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Visitors to enquiries" }))).toEqual([
      ["Step", "People", "Rate from the step before"],
      ["Visitors", "400", "–"],
      ["Enquiry dialogs opened", "40", "10%"],
      ["Enquiries sent", "10", "25%"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "By landing page" }))).toEqual([
      ["Page", "Visitors", "Dialogs opened", "Opened per visitor", "Enquiries", "Enquiries per visitor"],
      ["/queer-womens-retreats", "40", "8", "20%", "1", "2.5%"],
      ["/workcation-transformation", "400", "4", "1.0%", "1", "0.3%"],
      ["/faqs", "0", "0", "–", "2", "–"],
    ]);
    for (const name of ["By programme", "By source"]) expect(screen.getByRole("table", { name })).toBeInTheDocument();
    // An empty breakdown is a short card that says so, with no chart or table to open.
    const campaign = screen.getByRole("figure", { name: "By campaign" });
    expect(campaign).toHaveTextContent("Nothing counted in this period.");
    expect(within(campaign).queryByRole("table")).toBeNull();
    await userEvent.click(within(screen.getByRole("figure", { name: "By source" })).getByRole("button", { name: "Show as table" }));
    expect(screen.getByRole("region", { name: "By source, table" })).toBeVisible();
  });
});
