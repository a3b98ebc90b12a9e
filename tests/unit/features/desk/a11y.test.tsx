import { screen } from "@testing-library/react";
import axe from "axe-core";
import AdminBookingsPage from "@/pages/admin-bookings";
import { renderWithProviders } from "../../../support/render";
import { mockFetch } from "../../enquiries/helpers";
import { bookingRecord } from "../../../support/factories";
import { apiPaths } from "@shared/api-paths";

// axe over the whole desk, with the detail panel's queries, is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

async function violations(root: Element) {
  // jsdom cannot compute colours; contrast is checked against the design tokens instead.
  const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("staff desk accessibility", () => {
  it("has no axe violations on the sign-in form", async () => {
    mockFetch(() => ({ status: 401, body: { message: "Not signed in" } }));
    const { container } = renderWithProviders(<AdminBookingsPage />);
    await screen.findByRole("button", { name: "Sign in" });
    expect(await violations(container)).toEqual([]);
  });

  it("has no axe violations on the list with a detail view open", async () => {
    const booking = bookingRecord({ budgetRange: "a-b", travelExperience: "first-time", specialRequests: "Quiet room" });
    mockFetch((call) => {
      if (call.url === apiPaths.me.href()) return { body: { id: 1, username: "asha" } };
      if (call.url === apiPaths.bookingSummary.href()) return { body: { total: 1, pending: 1, confirmed: 0, cancelled: 0 } };
      if (/\/activities(\?|$)/.test(call.url)) return { body: [] };
      if (call.url === apiPaths.booking.href(booking.id)) return { body: { ...booking, related: [] } };
      if (call.url === apiPaths.staff.href()) return { body: [{ id: 1, username: "asha", role: "admin" }] };
      if (call.url.startsWith(`${apiPaths.bookings.pattern}?`)) return { body: [booking], headers: { "X-Total-Count": "1" } };
      return { status: 404, body: { message: "Not found" } };
    });
    const { container, user } = renderWithProviders(<AdminBookingsPage />, { path: "/admin/bookings" });
    await user.click(await screen.findByRole("button", { name: "Meera Raman" }));
    await screen.findByText("Enquiry from Meera Raman");
    expect(await violations(container)).toEqual([]);
  });
});
