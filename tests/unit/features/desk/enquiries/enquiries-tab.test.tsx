import { deskLongTime } from "@shared/desk-clock";
import { act, screen, waitFor, within } from "@testing-library/react";
import AdminBookingsPage from "@/pages/admin-bookings";
import { Toaster } from "@/components/ui/toaster";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { renderWithProviders } from "../../../../support/render";
import { resetToasts, toastRegion } from "../../../enquiries/helpers";
import { bookingRecord } from "../../../../support/factories";
import { FakeEventSource, listCalls, serveDesk, summaryOf } from "../desk-server";
import { apiPaths } from "@shared/api-paths";

// A shared, busy machine: give lazy chunks and chained requests time before a find fails.

vi.setConfig({ testTimeout: 20_000 });

// The toast area is a lazy chunk; load it up front so the first toast is not timed on the transform.
beforeAll(async () => {
  await import("@/components/ui/toaster-view");
});

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  document.title = "Booking Management | Inner Light Journeys";
});
afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

function renderDesk(path = "/admin/bookings") {
  return renderWithProviders(
    <>
      <AdminBookingsPage />
      <Toaster />
    </>,
    { path },
  );
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** A booking received `h` hours ago, due 24 hours after that. */
const receivedHoursAgo = (h: number, overrides: Partial<Jsonified<BookingListItem>> = {}) =>
  bookingRecord({ createdAt: hoursAgo(h), dueAt: hoursAgo(h - 24), ...overrides });

describe("views and the query string", () => {
  it("opens on Needs reply while it holds anything, shows each view as a tab with its count, and keeps the chosen view and search in the URL", async () => {
    const { calls } = serveDesk({
      list: () => [bookingRecord()],
      summary: () => summaryOf({ views: { all: 9, "needs-reply": 4, mine: 2, unassigned: 3, overdue: 1, "follow-up": 6, "payment-due": 2, "payment-overdue": 1, "refund-due": 0, waitlist: 0, "details-missing": 0, spam: 5 } }),
    });
    const { user, currentUrl } = renderDesk();
    const views = await screen.findByRole("navigation", { name: "Enquiry views" });
    const needsReply = await within(views).findByRole("link", { name: "Needs reply 4" });
    await waitFor(() => expect(currentUrl()).toBe("/admin/bookings?view=needs-reply"));
    expect(needsReply).toHaveAttribute("aria-current", "page");
    expect(listCalls(calls).map((c) => c.url)).toEqual([apiPaths.bookings.href({ view: "needs-reply", limit: 50 })]);
    for (const name of ["All 9", "Mine 2", "Unassigned 3", "Overdue 1", "Follow-ups due 6", "Payments due 2", "Payments overdue 1", "Refunds owed 0", "Suspected spam 5"]) {
      expect(within(views).getByRole("link", { name })).not.toHaveAttribute("aria-current");
    }
    // Each tab is a link to its view, so it can be opened elsewhere too.
    expect(within(views).getByRole("link", { name: "Mine 2" })).toHaveAttribute("href", "?view=mine");

    await user.click(within(views).getByRole("link", { name: "All 9" }));
    expect(currentUrl()).toBe("/admin/bookings?view=all");
    expect(within(views).getByRole("link", { name: "All 9" })).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toBe(apiPaths.bookings.href({ limit: 50 })));

    await user.type(screen.getByRole("searchbox", { name: "Search bookings" }), "meera");
    await waitFor(() => expect(currentUrl()).toBe("/admin/bookings?view=all&q=meera"));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toBe(apiPaths.bookings.href({ q: "meera", limit: 50 })));
  });

  it("opens on All when nothing needs a reply, without asking for the list before the counts answer", async () => {
    const { calls } = serveDesk({ list: () => [bookingRecord()] });
    const { currentUrl } = renderDesk();
    const views = await screen.findByRole("navigation", { name: "Enquiry views" });
    expect(await within(views).findByRole("link", { name: "All 0" })).toHaveAttribute("aria-current", "page");
    await screen.findByRole("article", { name: "Meera Raman" });
    expect(currentUrl()).toBe("/admin/bookings");
    const urls = calls.map((c) => c.url);
    expect(urls.filter((u) => u.startsWith(`${apiPaths.bookings.pattern}?`))).toEqual([apiPaths.bookings.href({ limit: 50 })]);
    expect(urls.indexOf(apiPaths.bookingSummary.href())).toBeLessThan(urls.indexOf(apiPaths.bookings.href({ limit: 50 })));
  });

  it("starts from the view and search in the URL", async () => {
    const { calls } = serveDesk({ list: () => [], summary: () => summaryOf({ views: { all: 9, "needs-reply": 4, mine: 2, unassigned: 3, overdue: 1, "follow-up": 0, "payment-due": 0, "payment-overdue": 0, "refund-due": 0, waitlist: 0, "details-missing": 0, spam: 5 } }) });
    const { currentUrl } = renderDesk("/admin/bookings?view=overdue&q=K7M3");
    expect(await screen.findByText("No matching bookings")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Overdue 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("searchbox", { name: "Search bookings" })).toHaveValue("K7M3");
    expect(listCalls(calls).map((c) => c.url)).toEqual([apiPaths.bookings.href({ view: "overdue", q: "K7M3", limit: 50 })]);
    expect(currentUrl()).toBe("/admin/bookings?view=overdue&q=K7M3");
    // The counts beside the views are the search's.
    expect(calls.some((c) => c.url === apiPaths.bookingSummary.href("K7M3"))).toBe(true);
  });

  it("reads a search's counts that stopped at the cap as 1,000+ on the tabs, the status filter and the pager", async () => {
    const capped = summaryOf({
      total: 1000, pending: 1000, confirmed: 12, cancelled: 0,
      views: { all: 1000, "needs-reply": 1000, mine: 3, unassigned: 1000, overdue: 40, "follow-up": 0, "payment-due": 0, "payment-overdue": 0, "refund-due": 0, waitlist: 0, "details-missing": 0, spam: 2 },
      capped: ["all", "needs-reply", "unassigned", "pending"],
    });
    serveDesk({
      summary: () => capped,
      other: (call) =>
        call.url.startsWith(`${apiPaths.bookings.pattern}?`) ? { body: [bookingRecord()], headers: { "X-Total-Count": "1000", "X-Total-Capped": "true" } } : undefined,
    });
    const { user } = renderDesk("/admin/bookings?view=all&q=vegetarian");
    const views = await screen.findByRole("navigation", { name: "Enquiry views" });
    for (const name of ["All 1,000+", "Needs reply 1,000+", "Unassigned 1,000+", "Mine 3", "Overdue 40", "Suspected spam 2"]) {
      expect(await within(views).findByRole("link", { name })).toBeInTheDocument();
    }
    expect(await screen.findByText("Showing 1 of 1,000+ bookings")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    expect(await screen.findByRole("option", { name: "Pending (1,000+)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Confirmed (12)" })).toBeInTheDocument();
  });

  it("opens ?id= from the staff alert's link, fetching the booking when the list does not hold it", async () => {
    const linked = bookingRecord({
      id: 123,
      reference: "Q4TZ8WPA",
      firstName: "Kavya",
      sourcePath: "/womens-retreats",
      sourceProgramme: "Soul & Identity",
      referrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "monsoon-2026",
      budgetRange: "mid-range",
    });
    const { calls } = serveDesk({ list: () => [bookingRecord()], bookings: { 123: () => linked } });
    renderDesk("/admin/bookings?id=123");
    const panel = await screen.findByRole("region", { name: "Enquiry Q4TZ8WPA" });
    // In the desk's clock with its zone, whatever zone this runs in; sent at, as the desk's card writes it (docs/site.md §4) ("November 28, 2026 at 7:22 PM IST").
    expect(panel).toHaveTextContent(`Enquiry from Kavya Raman${deskLongTime(new Date(linked.createdAt), "Asia/Kolkata")}`);
    // docs/site.md §4: the budget range with its hyphens replaced for display.
    expect(panel.querySelector("[data-kind='enquiry']")).toHaveTextContent("Budget rangeMid range");
    const source = panel.querySelector("[data-property='source']")!;
    expect(panel.querySelector("[data-property='record']")).toHaveTextContent("ReferenceQ4TZ8WPA");
    for (const text of ["/womens-retreats", "Soul & Identity", "https://www.google.com/", "newsletter", "email", "monsoon-2026"]) {
      expect(source).toHaveTextContent(text);
    }
    expect(calls.some((c) => c.url === apiPaths.booking.href(123))).toBe(true);
  });

  it("says so when the linked booking does not exist", async () => {
    serveDesk({ list: () => [] });
    renderDesk("/admin/bookings?id=999");
    expect(await screen.findByText("There is no enquiry with that number.")).toBeInTheDocument();
  });

  it("moves through the list with the arrow keys and opens an enquiry with Enter", async () => {
    const first = bookingRecord({ firstName: "Asha" });
    const second = bookingRecord({ firstName: "Kavya", reference: "KAVYA001" });
    serveDesk({ list: () => [first, second] });
    const { user, currentUrl } = renderDesk();
    const open = await screen.findByRole("button", { name: "Asha Raman" });
    open.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Kavya Raman" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(currentUrl()).toBe(`/admin/bookings?id=${second.id}`);
    expect(await screen.findByRole("region", { name: "Enquiry KAVYA001" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Kavya Raman" })).toHaveAttribute("aria-current", "true");
  });
});

describe("the reply promise on every enquiry", () => {
  it("reads due, overdue or answered in words, overdue also in colour", async () => {
    // Half an hour from any boundary, so the seconds the test takes cannot change the wording.
    const rows = [
      receivedHoursAgo(18.5, { firstName: "Due" }),
      receivedHoursAgo(30.5, { firstName: "Late" }),
      // Answered 2.5 h after it came: the two times are read from the clock a moment apart.
      receivedHoursAgo(10, { firstName: "Done", firstResponseAt: hoursAgo(7.5) }),
    ];
    serveDesk({ list: () => rows });
    renderDesk();
    const card = async (name: string) => screen.findByRole("article", { name: `${name} Raman` });
    expect(await card("Due")).toHaveTextContent("Reply due in 5 h");
    const late = within(await card("Late")).getByText("Overdue by 6 h");
    expect(late.closest("[data-promise]")).toHaveAttribute("data-promise", "overdue");
    expect(late.closest("[data-promise]")).toHaveClass("text-status-cancelled");
    expect(await card("Done")).toHaveTextContent("Answered in 2 h");
  });
});

describe("follow-up actions", () => {
  it("assigns to me, logs a call, and the enquiry then shows 'Answered in'", async () => {
    let booking = receivedHoursAgo(3, { reference: "ANSWER01" });
    const { calls } = serveDesk({
      list: (call) => (call.url.includes("view=needs-reply") && booking.firstResponseAt ? [] : [booking]),
      bookings: { [booking.id]: () => booking },
      other: (call) => {
        if (call.method === "PUT" && call.url === apiPaths.bookingAssignee.href(booking.id)) {
          booking = { ...booking, assigneeId: 1, assignee: "asha" };
          return { body: booking };
        }
        if (call.method === "POST" && call.url === apiPaths.bookingActivities.href(booking.id)) {
          booking = { ...booking, firstResponseAt: new Date().toISOString() };
          return { status: 201, body: { kind: "call" } };
        }
        return undefined;
      },
    });
    const { user } = renderDesk(`/admin/bookings?view=needs-reply&id=${booking.id}`);
    const panel = await screen.findByRole("region", { name: "Enquiry ANSWER01" });

    await user.click(within(panel).getByRole("button", { name: "Assign to me" }));
    expect(await toastRegion().findByText("Assignment saved")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ userId: 1 });
    await waitFor(() => expect(within(panel).queryByRole("button", { name: "Assign to me" })).not.toBeInTheDocument());

    const log = within(panel).getByRole("form", { name: "Log contact" });
    expect(within(log).getByRole("radio", { name: "Call" })).toBeChecked();
    await user.type(within(log).getByLabelText("What was said (optional)"), "Called, will send options");
    await user.click(within(log).getByRole("button", { name: "Log contact" }));
    expect(await toastRegion().findByText("Contact logged")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ kind: "call", body: "Called, will send options" });

    // It leaves Needs reply; the open enquiry stays open, its row pinned above the view's list.
    await waitFor(() => expect(screen.queryByRole("list", { name: "Bookings" })).not.toBeInTheDocument());
    const pinned = await screen.findByRole("region", { name: "Open booking, not in this view" });
    expect(within(pinned).getByRole("article", { name: "Meera Raman" })).toBeInTheDocument();
    const still = await screen.findByRole("region", { name: "Enquiry ANSWER01" });
    expect(await within(still).findByText(/^Answered in/)).toBeInTheDocument();
  });

  it("logs a WhatsApp contact without text, and refuses an empty note", async () => {
    const booking = bookingRecord({ reference: "NOTE0001" });
    const { calls } = serveDesk({
      list: () => [booking],
      bookings: { [booking.id]: () => booking },
      other: (call) => (call.method === "POST" ? { status: 201, body: {} } : undefined),
    });
    const { user } = renderDesk(`/admin/bookings?id=${booking.id}`);
    const panel = await screen.findByRole("region", { name: "Enquiry NOTE0001" });
    await user.click(within(panel).getByRole("radio", { name: "WhatsApp" }));
    await user.click(within(panel).getByRole("button", { name: "Log contact" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ kind: "whatsapp" }]));

    await user.click(within(panel).getByRole("button", { name: "Add note" }));
    expect(within(panel).getByText("Write the note first.")).toBeInTheDocument();
    await user.type(within(panel).getByLabelText("Note"), "Prefers mornings");
    await user.click(within(panel).getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ kind: "note", body: "Prefers mornings" }));
  });

  it("releases a suspect enquiry with Not spam", async () => {
    let booking = bookingRecord({ reference: "SPAM0001", suspect: "too-fast" });
    const { calls } = serveDesk({
      // The Spam view lists suspect enquiries only: once released, it leaves the list.
      list: () => (booking.suspect ? [booking] : []),
      bookings: { [booking.id]: () => booking },
      other: (call) => {
        if (!call.url.endsWith("/not-spam")) return undefined;
        // Released: the booking fetched again has no suspicion, so the Not spam control goes away.
        booking = { ...booking, suspect: null };
        // The server announces the released enquiry to every desk, this one too, and the
        // announcement can come before the answer.
        act(() => FakeEventSource.instances[0].emit("booking", JSON.stringify({ id: booking.id })));
        return { body: booking };
      },
    });
    const { user, currentUrl } = renderDesk(`/admin/bookings?view=spam&id=${booking.id}`);
    const panel = await screen.findByRole("region", { name: "Enquiry SPAM0001" });
    expect(panel).toHaveTextContent("Suspected spam (too-fast)");
    await user.click(within(panel).getByRole("button", { name: "Not spam" }));
    expect(await toastRegion().findByText("Moved to All")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.url).toBe(apiPaths.bookingNotSpam.href(booking.id));
    await waitFor(() => expect(within(panel).queryByRole("button", { name: "Not spam" })).not.toBeInTheDocument());
    expect(currentUrl()).toBe(`/admin/bookings?view=all&id=${booking.id}`);

    // This desk already shows the enquiry it released: no "new enquiry" for it, but one for another.
    act(() => FakeEventSource.instances[0].emit("booking", JSON.stringify({ id: booking.id })));
    expect(screen.queryByRole("button", { name: /new enquir/ })).not.toBeInTheDocument();
    act(() => FakeEventSource.instances[0].emit("booking", JSON.stringify({ id: booking.id + 1 })));
    expect(await screen.findByRole("button", { name: /^1 new enquiry/ })).toBeInTheDocument();
  });

  it("announces a quote the visitor accepted on their trip page and reads the open booking again, now confirmed", async () => {
    let booking = bookingRecord({ reference: "ACCEPT01", status: "pending" });
    const { calls } = serveDesk({ list: () => [booking], bookings: { [booking.id]: () => booking } });
    renderDesk(`/admin/bookings?view=all&id=${booking.id}`);
    const panel = await screen.findByRole("region", { name: "Enquiry ACCEPT01" });
    const reads = () => calls.filter((c) => c.url === apiPaths.booking.href(booking.id)).length;
    const before = reads();
    booking = { ...booking, status: "confirmed" };
    act(() => FakeEventSource.instances[0].emit("accepted", JSON.stringify({ id: booking.id })));
    expect(await toastRegion().findByText("A quote was accepted")).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await waitFor(() => expect(within(panel).getAllByText("Confirmed").length).toBeGreaterThan(0));
    // Not a new enquiry.
    expect(screen.queryByRole("button", { name: /new enquir/ })).not.toBeInTheDocument();
  });

  it("lets admins, and only admins, erase personal data after confirming", async () => {
    let booking = bookingRecord({ reference: "ERASE001" });
    const { calls } = serveDesk({
      list: () => [booking],
      bookings: { [booking.id]: () => booking },
      other: (call) => {
        if (call.method !== "DELETE") return undefined;
        booking = { ...booking, firstName: "", lastName: "", erasedAt: new Date(2026, 10, 23, 9, 0).toISOString() };
        return { body: booking };
      },
    });
    const { user } = renderDesk(`/admin/bookings?id=${booking.id}`);
    const panel = await screen.findByRole("region", { name: "Enquiry ERASE001" });
    await user.click(within(panel).getByRole("button", { name: "Erase personal data" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    const confirm = within(panel).getByRole("group", { name: "Confirm erasing" });
    await user.click(within(confirm).getByRole("button", { name: "Erase personal data" }));
    expect(await toastRegion().findByText("Personal data erased")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe(apiPaths.bookingPersonalData.href(booking.id));
    expect(await within(panel).findByText("Personal data erased November 23, 2026 at 9:00 AM.")).toBeInTheDocument();
  });

  it("shows an erasure that could not finish on the server's files, and Retry finishes it", async () => {
    let booking = bookingRecord({ reference: "ERASE002" });
    let finished = false;
    const { calls } = serveDesk({
      list: () => [booking],
      bookings: { [booking.id]: () => booking },
      other: (call) => {
        if (!call.url.endsWith("/personal-data")) return undefined;
        if (call.method === "GET") return { body: finished ? { pending: false } : { pending: true, since: booking.erasedAt, attempts: 1, lastError: "tuple concurrently updated" } };
        booking = { ...booking, firstName: "", lastName: "", erasedAt: new Date(2026, 10, 23, 9, 0).toISOString() };
        if (calls.filter((c) => c.method === "DELETE").length === 1) return { status: 503, body: { message: "The personal data is erased from the enquiry, but removing it from the server's files did not finish." } };
        finished = true;
        return { body: booking };
      },
    });
    const { user } = renderDesk(`/admin/bookings?id=${booking.id}`);
    const panel = await screen.findByRole("region", { name: "Enquiry ERASE002" });
    await user.click(within(panel).getByRole("button", { name: "Erase personal data" }));
    await user.click(within(within(panel).getByRole("group", { name: "Confirm erasing" })).getByRole("button", { name: "Erase personal data" }));
    expect(await toastRegion().findByText("Erasing failed")).toBeInTheDocument();
    const pending = await within(panel).findByRole("alert", { name: "Erasure not finished" });
    expect(pending).toHaveTextContent("not yet from the server's files");
    expect(pending).toHaveTextContent("tuple concurrently updated");
    await user.click(within(pending).getByRole("button", { name: "Retry" }));
    expect(await within(panel).findByText("Personal data erased November 23, 2026 at 9:00 AM.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(2);
  });

  it("does not offer erasing to agents", async () => {
    const booking = bookingRecord({ reference: "AGENT001" });
    serveDesk({ me: { id: 2, username: "bo", role: "agent" }, list: () => [booking] });
    renderDesk(`/admin/bookings?id=${booking.id}`);
    const panel = await screen.findByRole("region", { name: "Enquiry AGENT001" });
    expect(within(panel).getByRole("button", { name: "Assign to me" })).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Erase personal data" })).not.toBeInTheDocument();
  });

  it("warns on the desk while any e-mail has failed", async () => {
    serveDesk({ summary: () => summaryOf({ mailFailed: 2 }) });
    renderDesk();
    expect(await screen.findByText("2 e-mails could not be delivered.")).toBeInTheDocument();
  });
});

describe("live arrivals", () => {
  it("counts new enquiries in a banner and the title without touching the list, and shows them on request", async () => {
    const reading = bookingRecord({ firstName: "Reading" });
    const arrived = bookingRecord({ firstName: "Arrived" });
    let items = [reading];
    const { calls } = serveDesk({ list: () => items });
    const { user } = renderDesk();
    const row = await screen.findByRole("article", { name: "Reading Raman" });
    const source = FakeEventSource.instances[0];
    expect(source.url).toBe(apiPaths.deskEvents.href());
    const before = listCalls(calls).length;

    items = [arrived, reading];
    act(() => {
      source.emit("booking", JSON.stringify({ id: arrived.id }));
      source.emit("booking", JSON.stringify({ id: 9999 }));
      source.emit("booking", JSON.stringify({ id: arrived.id }));
    });
    const banner = await screen.findByRole("button", { name: /2 new enquiries/ });
    expect(document.title).toBe("(2) Booking Management | Inner Light Journeys");
    expect(listCalls(calls).length).toBe(before);
    expect(screen.getAllByRole("article")).toEqual([row]);
    expect(banner.closest("[data-arrivals]")).toHaveClass("fixed");

    await user.click(banner);
    expect(await screen.findByRole("article", { name: "Arrived Raman" })).toBeInTheDocument();
    expect(listCalls(calls).length).toBe(before + 1);
    expect(screen.queryByRole("button", { name: /new enquir/ })).not.toBeInTheDocument();
    expect(document.title).toBe("Booking Management | Inner Light Journeys");
  });

  it("counts an enquiry once when a reconnected stream sends it again, even after it was shown", async () => {
    const reading = bookingRecord({ firstName: "Reading" });
    const first = bookingRecord({ firstName: "First" });
    const second = bookingRecord({ firstName: "Second" });
    let items = [reading];
    serveDesk({ list: () => items });
    const { user } = renderDesk();
    await screen.findByRole("article", { name: "Reading Raman" });
    const source = FakeEventSource.instances[0];
    items = [first, reading];
    act(() => source.emit("booking", JSON.stringify({ id: first.id })));
    await user.click(await screen.findByRole("button", { name: /1 new enquiry/ }));
    expect(await screen.findByRole("article", { name: "First Raman" })).toBeInTheDocument();

    // The connection dropped and came back: the server catches up from the last id it sent.
    items = [second, first, reading];
    act(() => {
      source.emit("booking", JSON.stringify({ id: first.id }));
      source.emit("booking", JSON.stringify({ id: second.id }));
    });
    expect(await screen.findByRole("button", { name: /^1 new enquiry/ })).toBeInTheDocument();
  });

  it("keeps counting on the Insights tab, and Show goes back to the enquiries", async () => {
    const arrived = bookingRecord({ firstName: "Arrived" });
    let items: Jsonified<BookingListItem>[] = [];
    serveDesk({
      list: () => items,
      insights: { weeks: [], perWeek: [], bySource: [], response: { answered: 0, within24h: 0, decided: 0, waiting: 0, total: 0, medianMinutes: null }, statusMix: [], byStaff: [] },
    });
    const { user, currentUrl } = renderDesk("/admin/bookings?tab=insights&view=needs-reply");
    await screen.findByText("No replies yet", {}, { timeout: 10_000 });
    items = [arrived];
    act(() => FakeEventSource.instances[0].emit("booking", JSON.stringify({ id: arrived.id })));
    await user.click(await screen.findByRole("button", { name: /1 new enquiry/ }));
    expect(currentUrl()).toBe("/admin/bookings?view=needs-reply");
    expect(await screen.findByRole("article", { name: "Arrived Raman" })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("lets the browser retry a dropped stream, but stops and checks the session once it is closed", async () => {
    let signedIn = true;
    const { calls } = serveDesk({
      other: (call) => (call.url === apiPaths.me.href() && !signedIn ? { status: 401, body: { message: "Not signed in" } } : undefined),
    });
    renderDesk();
    await screen.findByText("No bookings yet");
    const source = FakeEventSource.instances[0];
    act(() => source.fail(FakeEventSource.CONNECTING));
    expect(source.closed).toBe(false);
    const meCalls = () => calls.filter((c) => c.url === apiPaths.me.href()).length;
    expect(meCalls()).toBe(1);

    signedIn = false;
    act(() => source.fail(FakeEventSource.CLOSED));
    expect(source.closed).toBe(true);
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(meCalls()).toBe(2);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
