import { screen, within } from "@testing-library/react";
import { DeskTabs, visibleTabs, type DeskTab } from "@/features/desk/shell/desk-tabs";
import AdminBookingsPage from "@/pages/admin-bookings";
import { renderWithProviders } from "../../../../support/render";
import { serveDesk } from "../desk-server";

// A shared, busy machine: give lazy chunks and chained requests time before a find fails.

const TABS: DeskTab[] = [
  { id: "enquiries", label: "Enquiries", render: () => <p>enquiries here</p> },
  { id: "insights", label: "Insights", render: () => <p>insights here</p> },
  { id: "team", label: "Team", adminOnly: true, render: () => <p>team here</p> },
];
const signedIn = { mustChangePassword: false, twoFactorEnabled: false, twoFactorRequired: false, name: null, email: null, pendingEmail: null };
const admin = { id: 1, username: "asha", role: "admin" as const, ...signedIn };
const agent = { id: 2, username: "bo", role: "agent" as const, ...signedIn };

describe("the desk's tabs", () => {
  it("shows admin-only tabs to admins only", () => {
    expect(visibleTabs(TABS, admin).map((t) => t.label)).toEqual(["Enquiries", "Insights", "Team"]);
    expect(visibleTabs(TABS, agent).map((t) => t.label)).toEqual(["Enquiries", "Insights"]);
  });

  it("keeps the chosen tab in ?tab= and moves with the arrow keys", async () => {
    const { user, currentUrl } = renderWithProviders(<DeskTabs me={admin} tabs={TABS} />, { path: "/admin/bookings" });
    const tablist = screen.getByRole("tablist", { name: "Desk sections" });
    expect(within(tablist).getByRole("tab", { name: "Enquiries" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Enquiries" })).toHaveTextContent("enquiries here");

    await user.click(within(tablist).getByRole("tab", { name: "Insights" }));
    expect(currentUrl()).toBe("/admin/bookings?tab=insights");
    expect(screen.getByRole("tabpanel", { name: "Insights" })).toHaveTextContent("insights here");

    await user.keyboard("{ArrowRight}");
    expect(currentUrl()).toBe("/admin/bookings?tab=team");
    expect(within(tablist).getByRole("tab", { name: "Team" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(currentUrl()).toBe("/admin/bookings");
    expect(within(tablist).getByRole("tab", { name: "Enquiries" })).toHaveFocus();
  });

  it("falls back to the first tab for one the person may not open", () => {
    renderWithProviders(<DeskTabs me={agent} tabs={TABS} />, { path: "/admin/bookings?tab=team" });
    expect(screen.getByRole("tabpanel", { name: "Enquiries" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Team" })).not.toBeInTheDocument();
  });

  it("opens Insights from the URL, loading its chunk on demand", async () => {
    serveDesk({
      insights: {
        weeks: [],
        perWeek: [],
        bySource: [],
        response: { answered: 0, within24h: 0, decided: 0, waiting: 0, total: 0, medianMinutes: null },
        statusMix: [],
        byStaff: [],
      },
    });
    renderWithProviders(<AdminBookingsPage />, { path: "/admin/bookings?tab=insights" });
    expect(await screen.findByText("No replies yet", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Insights" })).toHaveAttribute("aria-selected", "true");
  });
});
