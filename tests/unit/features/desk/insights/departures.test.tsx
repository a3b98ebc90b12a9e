import { screen, within } from "@testing-library/react";
import type { DepartureMonth } from "@shared/departures";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { DeparturesSection } from "@/features/desk/insights/components/departures-section";
import { apiPaths } from "@shared/api-paths";

const month = (m: string, o: Partial<DepartureMonth> = {}): DepartureMonth => ({ month: m, departures: 0, places: 0, taken: 0, full: 0, waiting: 0, accepted: 0, ...o });

describe("Insights → Departures", () => {
  it("tables the next 12 months: departures, places, taken, how full, waiting and the accepted total", async () => {
    const months = ["2027-03", "2027-04", "2027-05", "2027-06", "2027-07", "2027-08", "2027-09", "2027-10", "2027-11", "2027-12", "2028-01", "2028-02"].map((m) => month(m));
    months[0] = month("2027-03", { departures: 2, places: 20, taken: 15, full: 75, waiting: 4, accepted: 8_70_000 });
    const { calls } = mockFetch((call) => (call.url === apiPaths.departureInsights.href() ? { body: months } : { status: 404, body: { message: "Unexpected" } }));
    renderWithProviders(<DeparturesSection />);
    const section = screen.getByRole("region", { name: "Departures" });
    const table = await within(section).findByRole("table", { name: "Departures by month" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => within(r).getAllByRole("cell").length)).toEqual(Array(12).fill(6));
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Month", "Departures", "Places", "Taken", "How full", "Waiting", "Accepted"]);
    expect(rows[0]).toHaveTextContent(/^Mar 20272201575 %4₹8,70,000$/);
    expect(rows[1]).toHaveTextContent(/^Apr 2027000–0₹0$/);
    expect(rows[11]).toHaveTextContent(/^Feb 2028/);
    expect(calls.map((c) => c.url)).toEqual([apiPaths.departureInsights.href()]);
  });
});
