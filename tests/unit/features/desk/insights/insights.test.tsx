import { screen, within } from "@testing-library/react";
import { InsightsView } from "@/features/desk/insights/components/insights-view";
import { responseFigures, weeklyByCategory } from "@/features/desk/insights/insights-data";
import type { Insights } from "@shared/api-types";
import { renderWithProviders } from "../../../../support/render";
import { rowsOf } from "../table-rows";

const WEEKS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10));

const DATA: Insights = {
  weeks: WEEKS,
  perWeek: [
    { week: WEEKS[10], category: "Women's Signature Retreats", count: 3 },
    { week: WEEKS[11], category: "Women's Signature Retreats", count: 1 },
    { week: WEEKS[11], category: "Digital Nomad Journeys", count: 2 },
  ],
  bySource: [
    { kind: "page", label: "/womens-retreats", count: 2 },
    { kind: "campaign", label: "monsoon-2026", count: 4 },
    { kind: "programme", label: "Soul & Identity", count: 1 },
    { kind: "referrer", label: "https://www.google.com/", count: 3 },
  ],
  response: { answered: 5, within24h: 4, decided: 5, waiting: 1, total: 6, medianMinutes: 150 },
  statusMix: [
    { status: "pending", count: 3 },
    { status: "confirmed", count: 2 },
    { status: "cancelled", count: 1 },
  ],
  byStaff: [
    { userId: 1, username: "asha", name: "Asha Menon", assigned: 4, answered: 3 },
    { userId: 2, username: "bo", name: null, assigned: 2, answered: 2 },
  ],
};


describe("insights figures", () => {
  it("fills all 12 weeks, empty ones with zeros", () => {
    const { categories, rows } = weeklyByCategory(DATA);
    expect(categories).toEqual(["Digital Nomad Journeys", "Women's Signature Retreats"]);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ week: WEEKS[0], "Digital Nomad Journeys": 0, "Women's Signature Retreats": 0 });
    expect(rows[11]).toEqual({ week: WEEKS[11], "Digital Nomad Journeys": 2, "Women's Signature Retreats": 1 });
  });

  it("writes the median in the desk's words and the share within 24 h of the enquiries whose outcome is known", () => {
    expect(responseFigures(DATA.response)).toEqual({
      median: "2 h",
      share: "80%",
      missed: "1 missed",
      detail: "4 of 5 answered within 24 h; 5 answered in all",
      waiting: "1 still within its 24 hours",
    });
    expect(responseFigures({ answered: 0, within24h: 0, decided: 0, waiting: 0, total: 0, medianMinutes: null })).toMatchObject({
      median: "No replies yet",
      share: "–",
      missed: "0 missed",
      waiting: null,
    });
  });

  it("on a desk of new enquiries, one answered in time and 17 inside their 24 hours, reads 100% and 0 missed, not 6%", () => {
    expect(responseFigures({ answered: 1, within24h: 1, decided: 1, waiting: 17, total: 18, medianMinutes: 30 })).toMatchObject({
      share: "100%",
      missed: "0 missed",
      waiting: "17 still within their 24 hours",
    });
  });

  it("counts an enquiry answered late, and one unanswered past its 24 hours, as missed", () => {
    expect(responseFigures({ answered: 2, within24h: 1, decided: 3, waiting: 0, total: 3, medianMinutes: 30 })).toMatchObject({ share: "33%", missed: "2 missed" });
  });
});

describe("the Insights view", () => {
  it("gives every chart a table with the same numbers", () => {
    renderWithProviders(<InsightsView data={DATA} />);
    const weekly = screen.getByRole("table", { name: "Enquiries per week by trip category" });
    const weeklyRows = rowsOf(weekly);
    expect(weeklyRows[0]).toEqual(["Week of", "Digital Nomad Journeys", "Women's Signature Retreats", "Total"]);
    expect(weeklyRows).toHaveLength(13);
    expect(weeklyRows[11]).toEqual(["Nov 16", "0", "3", "3"]);
    expect(weeklyRows[12]).toEqual(["Nov 23", "2", "1", "3"]);

    expect(rowsOf(screen.getByRole("table", { name: "Where enquiries came from" })).slice(1)).toEqual([
      ["monsoon-2026", "Campaign", "4"],
      ["https://www.google.com/", "Referrer", "3"],
      ["/womens-retreats", "Page", "2"],
      ["Soul & Identity", "Programme", "1"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Status mix" })).slice(1)).toEqual([
      ["Pending", "3"],
      ["Confirmed", "2"],
      ["Cancelled", "1"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Enquiries per staff member" })).slice(1)).toEqual([
      // The name where the staff member has one; the username stands in until then.
      ["Asha Menon", "4", "3"],
      ["bo", "2", "2"],
    ]);
    expect(screen.getByText("80%")).toBeInTheDocument();
    expect(screen.getByText("1 missed")).toBeInTheDocument();
    expect(screen.getByText("1 still within its 24 hours")).toBeInTheDocument();
  });

  it("shows a table in place of its chart on request", async () => {
    const { user } = renderWithProviders(<InsightsView data={DATA} />);
    const figure = screen.getByRole("figure", { name: "Status mix" });
    const table = within(figure).getByRole("table");
    expect(table.parentElement).toHaveClass("sr-only");
    await user.click(within(figure).getByRole("button", { name: "Show as table" }));
    expect(within(figure).getByRole("button", { name: "Show as table" })).toHaveAttribute("aria-pressed", "true");
    expect(table.parentElement).not.toHaveClass("sr-only");
  });

  it("says so in a short card where a breakdown has nothing, with no chart and no table", () => {
    renderWithProviders(<InsightsView data={{ ...DATA, perWeek: [], bySource: [], byStaff: [] }} />);
    for (const name of ["Enquiries per week by trip category", "Where enquiries came from", "Enquiries per staff member"]) {
      const figure = screen.getByRole("figure", { name });
      expect(figure).toHaveTextContent("Nothing in this period.");
      expect(within(figure).queryByRole("table")).toBeNull();
    }
    expect(within(screen.getByRole("figure", { name: "Status mix" })).getByRole("table")).toBeInTheDocument();
  });
});
