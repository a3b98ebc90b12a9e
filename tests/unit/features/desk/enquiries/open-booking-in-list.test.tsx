import { screen, waitFor, within } from "@testing-library/react";
import AdminBookingsPage from "@/pages/admin-bookings";
import { renderWithProviders } from "../../../../support/render";
import { bookingRecord } from "../../../../support/factories";
import { FakeEventSource, listCalls, serveDesk, summaryOf } from "../desk-server";

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const busy = () => summaryOf({ views: { ...summaryOf().views, all: 3, "needs-reply": 2 } });
const waiting = bookingRecord({ id: 7, reference: "WAIT0007", firstName: "Nila", lastName: "Varma", status: "pending" });
const confirmed = bookingRecord({ id: 5, reference: "CONF0005", firstName: "Kavya", lastName: "Menon", status: "confirmed" });

describe("the open booking and the list beside it", () => {
  it("a link to a booking lands on All, where it is listed, however many bookings need a reply", async () => {
    const { calls } = serveDesk({
      summary: busy,
      list: (call) => (call.url.includes("view=needs-reply") ? [waiting] : [waiting, confirmed]),
      bookings: { 5: () => confirmed },
    });
    const { currentUrl } = renderWithProviders(<AdminBookingsPage />, { path: "/admin/bookings?id=5" });
    const list = await screen.findByRole("list", { name: "Bookings" });
    await within(list).findByRole("button", { name: "Kavya Menon" });
    await waitFor(() => expect(currentUrl()).toBe("/admin/bookings?view=all&id=5"));
    expect(listCalls(calls).some((c) => c.url.includes("view=needs-reply"))).toBe(false);
    expect(screen.queryByRole("region", { name: "Open booking, not in this view" })).toBeNull();
  });

  it("pins the open booking above a view that does not hold it, and lets it go once the view does", async () => {
    serveDesk({
      summary: busy,
      list: (call) => (call.url.includes("view=needs-reply") ? [waiting] : [waiting, confirmed]),
      bookings: { 5: () => confirmed },
    });
    const { user } = renderWithProviders(<AdminBookingsPage />, { path: "/admin/bookings?view=needs-reply&id=5" });
    const pinned = await screen.findByRole("region", { name: "Open booking, not in this view" });
    expect(pinned).toHaveTextContent("Open, not in this view");
    expect(within(pinned).getByRole("article")).toHaveAttribute("aria-current", "true");
    expect(pinned).toHaveTextContent("Kavya Menon");
    expect(within(screen.getByRole("list", { name: "Bookings" })).queryByText("Kavya Menon")).toBeNull();

    await user.click(within(screen.getByRole("navigation", { name: "Enquiry views" })).getByRole("link", { name: /^All/ }));
    await within(screen.getByRole("list", { name: "Bookings" })).findByRole("button", { name: "Kavya Menon" });
    expect(screen.queryByRole("region", { name: "Open booking, not in this view" })).toBeNull();
  });
});
