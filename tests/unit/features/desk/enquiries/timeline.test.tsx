import { configure, screen, within } from "@testing-library/react";
import { Timeline } from "@/features/desk/enquiries/components/timeline";
import type { TimelineEntry } from "@shared/api-types";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../booking/helpers";

// A shared, busy machine: give lazy chunks and chained requests time before a find fails.
configure({ asyncUtilTimeout: 5_000 });

const at = (h: number) => new Date(2026, 10, 22, h, 0).toISOString();

const ENTRIES: TimelineEntry[] = [
  { kind: "mail", by: "system", at: at(9), mailKind: "acknowledgement", to: "meera@example.com", status: "sent", attempts: 1, lastError: null, sentAt: at(9) },
  { kind: "mail", by: "system", at: at(9), mailKind: "staff-alert", to: "desk@example.com", status: "failed", attempts: 12, lastError: "550 mailbox unavailable", sentAt: null },
  { kind: "assignment", by: "asha", at: at(10), assigneeId: 2, assignee: "bo" },
  { kind: "note", by: "bo", at: at(11), body: "Prefers <b>mornings</b>" },
  { kind: "call", by: "bo", at: at(12), body: null },
  { kind: "whatsapp", by: "bo", at: at(13), body: "Sent the itinerary" },
  { kind: "status", by: "bo", at: at(14), from: "pending", to: "confirmed" },
  { kind: "assignment", by: "asha", at: at(15), assigneeId: null, assignee: null },
  { kind: "mail", by: "system", at: at(16), mailKind: "acknowledgement", to: "x@example.com", status: "suppressed", attempts: 0, lastError: null, sentAt: null },
  { kind: "mail", by: "system", at: at(17), mailKind: "acknowledgement", to: "y@example.com", status: "queued", attempts: 2, lastError: "connect ECONNREFUSED", sentAt: null },
  { kind: "not-spam", by: "asha", at: at(18), reason: "too-fast" },
];

describe("the booking's timeline", () => {
  it("lists the arrival and every entry oldest first, in words", async () => {
    mockFetch((call) => (call.url === "/api/admin/bookings/7/activities?last=50" ? { body: ENTRIES, headers: { "X-Total-Count": String(ENTRIES.length) } } : { status: 404 }));
    renderWithProviders(<Timeline bookingId={7} receivedAt={at(8)} />);
    const list = await screen.findByRole("list", { name: "Timeline, oldest first" });
    const items = within(list).getAllByRole("listitem").map((li) => li.querySelector("p")?.textContent);
    expect(items).toEqual([
      "Enquiry received",
      "Acknowledgement to the visitor e-mail: sent",
      "Staff alert e-mail: failed",
      "Assigned to bo by asha",
      "Note by bo",
      "Call logged by bo",
      "WhatsApp logged by bo",
      "Status pending → confirmed by bo",
      "Unassigned by asha",
      "Acknowledgement to the visitor e-mail: not sent (suppressed)",
      "Acknowledgement to the visitor e-mail: queued",
      "Marked not spam by asha",
    ]);
  });

  it("shows a failed e-mail's last error, in words and colour, and notes as plain text", async () => {
    mockFetch(() => ({ body: ENTRIES }));
    renderWithProviders(<Timeline bookingId={7} receivedAt={at(8)} />);
    const failed = (await screen.findByText("Staff alert e-mail: failed")).closest("li")!;
    expect(failed).toHaveTextContent("To desk@example.com · 12 attempts");
    expect(within(failed).getByText("Last error: 550 mailbox unavailable")).toHaveClass("text-status-cancelled");
    expect(screen.getByText("Prefers <b>mornings</b>")).toBeInTheDocument();
    expect(screen.getByText("Sent the itinerary")).toBeInTheDocument();
    expect(screen.getByText("Last error: connect ECONNREFUSED")).toBeInTheDocument();
    expect(screen.getByText("Marked not spam by asha").closest("li")).toHaveTextContent("Had been held as suspected spam (too-fast); its e-mails were queued then.");
  });

  it("opens a long timeline on its newest entries, and Show earlier brings the whole of it with the arrival", async () => {
    const { calls } = mockFetch((call) =>
      call.url.endsWith("?last=50") ? { body: ENTRIES.slice(-2), headers: { "X-Total-Count": String(ENTRIES.length) } } : { body: ENTRIES },
    );
    const { user } = renderWithProviders(<Timeline bookingId={7} receivedAt={at(8)} />);
    const list = await screen.findByRole("list", { name: "Timeline, oldest first" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByText("Enquiry received")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Show earlier (${ENTRIES.length - 2})` }));
    expect(await screen.findByText("Enquiry received")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Timeline, oldest first" })).getAllByRole("listitem")).toHaveLength(ENTRIES.length + 1);
    expect(calls.map((c) => c.url)).toEqual(["/api/admin/bookings/7/activities?last=50", "/api/admin/bookings/7/activities"]);
  });

  it("offers a retry when the timeline cannot be loaded", async () => {
    mockFetch(() => ({ status: 500, body: { message: "boom" } }));
    renderWithProviders(<Timeline bookingId={7} receivedAt={at(8)} />);
    expect(await screen.findByText("We couldn't load the timeline.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
