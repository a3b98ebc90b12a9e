import { screen, within } from "@testing-library/react";
import type { AuthUser, BookingListItem, Jsonified, TimelineEntry } from "@shared/api-types";
import { BookingPanel } from "@/features/desk/enquiries/components/booking-panel";
import { BookingPartsProvider } from "@/features/desk/components/booking-parts";
import { MoneyProperties } from "@/features/desk/money/components/money-properties";
import { renderWithProviders } from "../../../../support/render";
import { bookingRecord } from "../../../../support/factories";
import { serveDesk } from "../desk-server";
import { apiPaths } from "@shared/api-paths";

// A shared, busy machine: give chained requests time before a find fails.
vi.setConfig({ testTimeout: 20_000 });

const at = (h: number) => new Date(Date.UTC(2026, 10, 22, h, 0)).toISOString();
const ME = { id: 1, username: "asha", role: "admin", name: "Asha Rao", email: null, mustChangePassword: false, twoFactorEnabled: false, twoFactorRequired: false } as AuthUser;
const HOSTILE = `<img src=x onerror="window.__pwned=1">Yes please`;

const ENTRIES: TimelineEntry[] = [
  { kind: "mail", by: "system", at: at(8), mailKind: "acknowledgement", to: "meera@example.com", status: "sent", attempts: 1, lastError: null, sentAt: at(8) },
  { kind: "mail", by: "system", at: at(8), mailKind: "staff-alert", to: "desk@example.com", status: "failed", attempts: 12, lastError: "550 mailbox unavailable", sentAt: null },
  { kind: "assignment", by: "asha", at: at(9), assigneeId: 2, assignee: "bo" },
  { kind: "email-out", by: "asha", at: at(10), messageRowId: 3, to: "meera@example.com", subject: "Your dates [K7M3Q9X2]", text: "Which week suits you?", fullText: "Which week suits you?", status: "sent", sentAt: at(10) },
  { kind: "note", by: "bo", at: at(11), body: "Prefers <b>mornings</b>" },
  {
    kind: "email-in", by: "visitor", at: at(12), messageRowId: 4, from: "anya.raman@example.com", subject: "Re: dates", messageKind: "visitor", unverified: false,
    text: HOSTILE, fullText: `${HOSTILE}\n\n> Which week suits you?`, attachments: [{ name: "scan.pdf", size: 2048, url: apiPaths.attachment.href(4) }], attachmentNote: null,
  } as TimelineEntry,
  { kind: "status", by: "bo", at: at(13), from: "pending", to: "confirmed" },
  { kind: "call", by: "bo", at: at(14), body: "Talked through the dates" },
  { kind: "not-spam", by: "asha", at: at(15), reason: "too-fast" },
];

/** The panel as the desk's shell gives it: with the booking's money beside the conversation. */
function panel(booking: Jsonified<BookingListItem>, props: { replyRequest?: number; onSent?: () => void }) {
  return (
    <BookingPartsProvider value={{ money: MoneyProperties }}>
      <BookingPanel bookingId={booking.id} fromList={booking} me={ME} now={new Date(Date.UTC(2026, 10, 22, 16))} onClose={() => {}} {...props} />
    </BookingPartsProvider>
  );
}

function renderPanel(entries: TimelineEntry[] = ENTRIES, props: { replyRequest?: number; onSent?: () => void } = {}) {
  const booking = bookingRecord({ reference: "K7M3Q9X2", whyThisTrip: "A pause to plan.", sourceProgramme: "Lisbon Slow Week", preferredDates: "5 December", groupSize: 3 });
  const server = serveDesk({
    bookings: { [booking.id]: () => booking },
    activities: { [booking.id]: () => entries },
    other: (call) => (call.url === apiPaths.booking.href(booking.id) ? { body: { ...booking, related: [] } } : call.method === "POST" ? { status: 201, body: { kind: "email-out" } } : undefined),
  });
  const view = renderWithProviders(panel(booking, props));
  return { ...view, ...server, booking };
}

const firstLine = (li: Element) => li.querySelector("p")?.textContent?.trim();

describe("an opened booking", () => {
  it("shows the enquiry as the first message with everything they wrote, then only the messages both ways, oldest first", async () => {
    renderPanel();
    const messages = await screen.findByRole("list", { name: "Messages, oldest first" });
    const items = Array.from(messages.querySelectorAll<HTMLElement>(":scope > li"));
    expect(items[0]).toHaveTextContent("Enquiry from Meera Raman");
    for (const text of ["Lisbon Slow Week", "5 December", "3 travelers", "A pause to plan.", "Master's degree"]) expect(items[0]).toHaveTextContent(text);
    expect(items.slice(1).map(firstLine)).toEqual(["Reply by asha: sent", "E-mail from anya.raman@example.com", "Call logged by bo"]);
    expect(items.slice(1).map((li) => li.getAttribute("data-message"))).toEqual(["out", "in", "out"]);
    // The visitor's HTML is text.
    expect(within(items[2]).getByText(HOSTILE)).toBeInTheDocument();
    expect(items[2].querySelector("img")).toBeNull();
  });

  it("sets notes and automatic entries apart, in words, and hides them on request", async () => {
    const { user } = renderPanel();
    const activity = await screen.findByRole("list", { name: "Notes and activity, oldest first" });
    expect(Array.from(activity.querySelectorAll(":scope > li")).map(firstLine)).toEqual([
      "Acknowledgement to the visitor e-mail: sent",
      "Staff alert e-mail: failed",
      "Assigned to bo by asha",
      "Note by bo",
      "Status pending → confirmed by bo",
      "Marked not spam by asha",
    ]);
    expect(within(activity).getByText("Last error: 550 mailbox unavailable")).toHaveClass("text-status-cancelled");
    expect(within(activity).getByText("Prefers <b>mornings</b>")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hide notes and activity" }));
    expect(screen.queryByRole("list", { name: "Notes and activity, oldest first" })).toBeNull();
    expect(screen.getByRole("button", { name: "Show notes and activity" })).toHaveAttribute("aria-expanded", "false");
    // The messages stay.
    expect(screen.getByRole("list", { name: "Messages, oldest first" }).querySelectorAll(":scope > li")).toHaveLength(4);
    await user.click(screen.getByRole("button", { name: "Show notes and activity" }));
    expect(await screen.findByRole("list", { name: "Notes and activity, oldest first" })).toBeInTheDocument();
  });

  it("when Reply is pressed, then the composer comes under the last message with the caret in it, and can go to every sender", async () => {
    const { user, calls, booking } = renderPanel();
    await screen.findByRole("list", { name: "Messages, oldest first" });
    await user.click(screen.getByRole("button", { name: /^Reply$/ }));
    const composer = await screen.findByRole("form", { name: "Reply" });
    const conversation = screen.getByRole("region", { name: "Conversation" });
    const messages = within(conversation).getByRole("list", { name: "Messages, oldest first" });
    // After the last message, before anything else.
    expect(messages.compareDocumentPosition(composer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(composer.previousElementSibling).toBe(messages);
    expect(within(composer).getByLabelText("Message")).toHaveFocus();

    const to = within(composer).getByLabelText("To");
    expect(within(to).getAllByRole("option").map((o) => o.textContent)).toEqual([booking.email, "anya.raman@example.com"]);
    await user.selectOptions(to, "anya.raman@example.com");
    await user.type(within(composer).getByLabelText("Message"), "The March week it is.");
    await user.click(within(composer).getByRole("button", { name: "Send reply" }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === "POST")).toMatchObject({ url: apiPaths.bookingReplies.href(booking.id), body: { to: "anya.raman@example.com" } }));
  });

  it("when r asks for a reply (replyRequest), then the composer opens as with Reply; after Send reply onSent runs", async () => {
    const onSent = vi.fn();
    const { rerender, user, booking } = renderPanel(ENTRIES, { replyRequest: 0, onSent });
    await screen.findByRole("list", { name: "Messages, oldest first" });
    expect(screen.queryByRole("form", { name: "Reply" })).toBeNull();
    rerender(panel(booking, { replyRequest: 1, onSent }));
    const composer = await screen.findByRole("form", { name: "Reply" });
    expect(within(composer).getByLabelText("Message")).toHaveFocus();
    await user.type(within(composer).getByLabelText("Message"), "Yes.");
    await user.click(within(composer).getByRole("button", { name: "Send reply" }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it("puts status, owner, follow-up, the same person's enquiries and the lead source in the properties", async () => {
    renderPanel();
    const properties = await screen.findByRole("region", { name: "Booking details" });
    const ids = Array.from(properties.querySelectorAll("[data-property]")).map((el) => el.getAttribute("data-property"));
    // In this order (other parts, such as the money, may sit between them).
    expect(ids.filter((id) => ["status", "contact", "owner", "follow-up", "related", "source", "record"].includes(id!))).toEqual([
      "status",
      "contact",
      "owner",
      "follow-up",
      "related",
      "source",
      "record",
    ]);
    expect(within(properties).getByRole("combobox", { name: "Status" })).toBeInTheDocument();
    expect(within(properties).getByText("Where they came from")).toBeInTheDocument();
  });
});

describe("an opened booking's status", () => {
  const badgeIn = (status: string, duplicateOfId: number | null = null) => {
    const booking = bookingRecord({ reference: "B4DG3TST", status, duplicateOfId });
    serveDesk({ bookings: { [booking.id]: () => booking }, activities: { [booking.id]: () => [] } });
    renderWithProviders(panel(booking, {}));
  };
  const statusPart = async () => (await screen.findByRole("combobox", { name: "Status" })).closest("[data-property='status']")!;

  it.each([
    ["confirmed", "confirmed"],
    ["cancelled", "cancelled"],
    ["pending", "pending"],
  ])("shows a %s badge (confirmed green, cancelled red, others yellow) beside the dropdown", async (status, tone) => {
    badgeIn(status);
    const badge = (await statusPart()).querySelector("[data-tone]");
    expect(badge).toHaveAttribute("data-tone", tone);
    expect(badge).toHaveTextContent(new RegExp(`^${status}$`, "i"));
  });

  it("shows Duplicate in place of the status badge for a duplicate", async () => {
    badgeIn("pending", 7);
    const part = await statusPart();
    expect(part.querySelector("[data-duplicate-badge]")).toHaveTextContent("Duplicate");
    expect(part.querySelector("[data-tone='pending']")).toBeNull();
  });
});
