import { screen, waitFor, within } from "@testing-library/react";
import AdminBookingsPage from "@/pages/admin-bookings";
import { Toaster } from "@/components/ui/toaster";
import type { BookingListItem, BookingSummary, Jsonified } from "@shared/api-types";
import { renderWithProviders } from "../../../support/render";
import { choose, mockFetch, resetToasts, toastRegion, type RecordedCall } from "../../enquiries/helpers";
import { bookingRecord } from "../../../support/factories";
import { apiPaths } from "@shared/api-paths";

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

interface DeskServer {
  signedIn?: boolean;
  list?: (call: RecordedCall) => Reply | Promise<Reply>;
  // Partial: a server that sends only the status counts (no views, no mailFailed) still works.
  summary?: Partial<BookingSummary>;
  other?: (call: RecordedCall) => Reply | undefined;
}

const STAFF = { id: 1, username: "asha" };

function page(items: Jsonified<BookingListItem>[], headers: Record<string, string> = {}): Reply {
  return { body: items, headers: { "X-Total-Count": String(items.length), ...headers } };
}

/** A fake of the desk's API endpoints (shared/api-paths.ts); each test overrides the part it is about. */
function serve({ signedIn = true, list = () => page([]), summary, other }: DeskServer = {}) {
  return mockFetch((call) => {
    const custom = other?.(call);
    if (custom) return custom;
    if (call.url === apiPaths.me.href()) return signedIn ? { body: STAFF } : { status: 401, body: { message: "Not signed in" } };
    if (call.url === apiPaths.bookingSummary.href()) {
      return summary ? { body: summary } : { status: 404, body: { message: "Not found" } };
    }
    if (call.url.startsWith(`${apiPaths.bookings.pattern}?`)) return list(call);
    return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
  });
}

function renderDesk() {
  return renderWithProviders(
    <>
      <AdminBookingsPage />
      <Toaster />
    </>,
    { path: "/admin/bookings" },
  );
}

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith(`${apiPaths.bookings.pattern}?`));

afterEach(() => resetToasts());
vi.setConfig({ testTimeout: 20_000 });

describe("staff sign-in", () => {
  it.each([
    [401, "Wrong username or password."],
    [429, "Too many failed attempts. Please wait 15 minutes and try again."],
  ])("explains a %i from the login", async (status, message) => {
    const { calls } = serve({
      signedIn: false,
      other: (call) => (call.url === apiPaths.login.href() ? { status, body: { message: "nope" } } : undefined),
    });
    const { user } = renderDesk();
    await user.type(await screen.findByLabelText("Username"), "asha");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(calls.find((c) => c.url === apiPaths.login.href())?.body).toEqual({ username: "asha", password: "secret" });
  });

  it("shows the desk with the username once signed in, and the form again after signing out", async () => {
    const { calls } = serve({
      signedIn: false,
      list: () => page([bookingRecord()]),
      other: (call) => {
        if (call.url === apiPaths.login.href()) return { body: STAFF };
        if (call.url === apiPaths.logout.href()) return { status: 204 };
        return undefined;
      },
    });
    const { user } = renderDesk();
    await user.type(await screen.findByLabelText("Username"), "asha");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "Meera Raman" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Booking Management" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toHaveTextContent("asha");

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(calls.some((c) => c.url === apiPaths.logout.href() && c.method === "POST")).toBe(true);
  });
});

describe("booking list", () => {
  it("shows a spinner while loading, then the empty state", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve({
      list: async () => {
        await gate;
        return page([]);
      },
    });
    renderDesk();
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Loading bookings"));
    release();
    expect(await screen.findByText("No bookings yet")).toBeInTheDocument();
    expect(screen.getByText("Booking inquiries will appear here once submitted")).toBeInTheDocument();
  });

  it("shows an error with a Retry button that loads the list again", async () => {
    let fail = true;
    serve({ list: () => (fail ? { status: 500, body: { message: "Database unavailable" } } : page([bookingRecord()])) });
    const { user } = renderDesk();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load the bookings.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Meera Raman" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("returns to the sign-in form when the list answers 401", async () => {
    serve({ list: () => ({ status: 401, body: { message: "Not signed in" } }) });
    renderDesk();
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
  });

  it("loads the next page from the Link header", async () => {
    const first = bookingRecord({ firstName: "Asha" });
    const second = bookingRecord({ firstName: "Kavya" });
    const next = apiPaths.bookings.href({ limit: 50, cursor: "abc" });
    const { calls } = serve({
      list: (call) =>
        call.url === next
          ? page([second], { "X-Total-Count": "2" })
          : page([first], { "X-Total-Count": "2", Link: `<${next}>; rel="next"` }),
    });
    const { user } = renderDesk();
    expect(await screen.findByText("Showing 1 of 2 bookings")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("heading", { name: "Kavya Raman" })).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 2 bookings")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(listCalls(calls).map((c) => c.url)).toEqual([apiPaths.bookings.href({ limit: 50 }), next]);
  });

  it("filters by status with counts, searches, and exports the current filter", async () => {
    const { calls } = serve({
      list: () => page([bookingRecord()]),
      summary: { total: 9, pending: 5, confirmed: 3, cancelled: 1 },
    });
    const { user } = renderDesk();
    // One control of its own, each status with its count.
    const filter = await screen.findByRole("combobox", { name: "Filter by status" });
    await waitFor(() => expect(filter).toHaveTextContent("All statuses (9)"));
    await choose(user, "Filter by status", "Confirmed (3)");
    expect(filter).toHaveTextContent("Confirmed (3)");
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toBe(apiPaths.bookings.href({ status: "confirmed", limit: 50 })));

    await user.type(screen.getByRole("searchbox", { name: "Search bookings" }), "meera");
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(apiPaths.bookings.href({ status: "confirmed", q: "meera", limit: 50 })),
    );
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      apiPaths.bookingExport.href({ status: "confirmed", q: "meera" }),
    );
  });

  it("opens the details with every field when the name is pressed", async () => {
    const booking = bookingRecord({ whyThisTrip: "A pause to plan.", reference: "DETAIL01" });
    serve({
      list: () => page([booking]),
      other: (call) => (call.url.startsWith(apiPaths.bookingActivities.href(booking.id)) ? { body: [] } : undefined),
    });
    const { user, currentUrl } = renderDesk();
    await user.click(await screen.findByRole("button", { name: "Meera Raman" }));

    expect(currentUrl()).toBe(`/admin/bookings?id=${booking.id}`);
    const panel = screen.getByRole("region", { name: "Enquiry DETAIL01" });
    // The enquiry is the conversation's first message, with everything the visitor wrote.
    const first = (await within(panel).findByRole("list", { name: "Messages, oldest first" })).querySelector("li");
    expect(first).toHaveTextContent("Enquiry from Meera Raman");
    expect(first).toHaveTextContent("A pause to plan.");
    expect(first).toHaveTextContent("Master's degree");

    // jsdom's window is narrow: the booking is a screen of its own, closed with Back.
    expect(screen.queryByRole("button", { name: "Close details" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(currentUrl()).toBe("/admin/bookings");
    // Back to the row that opened it.
    expect(screen.getByRole("button", { name: "Meera Raman" })).toHaveFocus();
    expect(screen.queryByRole("region", { name: "Enquiry DETAIL01" })).not.toBeInTheDocument();
  });
});

describe("status changes", () => {
  it("sends the new status, refetches the list and confirms with a toast", async () => {
    let status = "pending";
    const booking = bookingRecord();
    const { calls } = serve({
      list: () => page([{ ...booking, status }]),
      other: (call) => {
        if (call.method !== "PATCH") return undefined;
        status = (call.body as { status: string }).status;
        return { body: { ...booking, status } };
      },
    });
    const { user } = renderDesk();
    await screen.findByRole("heading", { name: "Meera Raman" });
    const before = listCalls(calls).length;

    await choose(user, "Status for Meera Raman", "Confirmed");
    expect(await toastRegion().findByText("Status Updated")).toBeInTheDocument();
    // The status toast's own words first (docs/site.md §8), then the booking named.
    expect(toastRegion().getByText(`Booking status has been updated successfully. Booking ${booking.reference} (Meera Raman) is now Confirmed.`)).toBeInTheDocument();
    // From the list it can be undone for a while.
    expect(screen.getByRole("button", { name: /^Undo/ })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: apiPaths.bookingStatus.href(booking.id),
      body: { status: "confirmed" },
    });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Status for Meera Raman" })).toHaveTextContent("Confirmed"));
    expect(screen.getByRole("combobox", { name: "Status for Meera Raman" })).toHaveClass("text-status-confirmed");
  });

  it("shows a destructive toast when the change fails", async () => {
    serve({
      list: () => page([bookingRecord()]),
      other: (call) => (call.method === "PATCH" ? { status: 500, body: { message: "boom" } } : undefined),
    });
    const { user } = renderDesk();
    await screen.findByRole("heading", { name: "Meera Raman" });

    await choose(user, "Status for Meera Raman", "Cancelled");
    expect(await toastRegion().findByText("Update Failed")).toBeInTheDocument();
    expect(toastRegion().getByText("Failed to update booking status. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status for Meera Raman" })).toHaveTextContent("Pending");
  });
});
