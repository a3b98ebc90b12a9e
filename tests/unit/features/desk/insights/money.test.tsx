import { screen, waitFor, within } from "@testing-library/react";
import { MoneySection } from "@/features/desk/insights/components/money-section";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { rowsOf } from "../table-rows";
import { apiPaths } from "@shared/api-paths";

describe("the Money section of Insights", () => {
  it("asks for the last 12 months of the desk's today, tables every chart in rupees, and links the payments CSV for the period chosen", async () => {
    const server = mockFetch((call) => {
      if (call.url === apiPaths.deskClock.href()) return { body: { timeZone: "Asia/Kolkata", now: "2027-03-31T20:00:00.000Z" } };
      if (call.url.startsWith(apiPaths.moneyInsights.pattern)) {
        return { body: { byMonth: [{ month: "2027-03", booked: 1234500, received: 85000 }], outstanding: 310000, overdue: 25500 } };
      }
      return { status: 404, body: { message: "no" } };
    });
    const { user } = renderWithProviders(<MoneySection />);
    const booked = await screen.findByRole("figure", { name: "Booked and received by month" });
    // 20:00 UTC on 31 March is 1 April in India: the year runs May 2026 to April 2027.
    expect(server.calls.map((c) => c.url)).toContain(apiPaths.moneyInsights.href("2026-05", "2027-04"));
    expect(rowsOf(within(booked).getByRole("table", { hidden: true }))).toEqual([
      ["Month", "Booked", "Received"],
      ["Mar 2027", "₹12,34,500", "₹85,000"],
    ]);
    const owed = screen.getByRole("figure", { name: "Owed now" });
    expect(rowsOf(within(owed).getByRole("table", { hidden: true }))).toEqual([
      ["Figure", "Rupees"],
      ["Outstanding", "₹3,10,000"],
      ["Overdue", "₹25,500"],
    ]);
    await waitFor(() => expect(screen.getByRole("link", { name: "Download payments CSV" })).toHaveAttribute("href", apiPaths.paymentsCsv.href("2026-05-01", "2027-04-01")));
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-04-30");
    expect(screen.queryByRole("link", { name: "Download payments CSV" })).not.toBeInTheDocument();
    expect(screen.getByText("Must be a day on or after From")).toBeInTheDocument();
  }, 30_000);
});
