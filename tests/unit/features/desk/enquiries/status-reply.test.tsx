import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StatusReplyOffer } from "@/features/desk/enquiries/components/status-reply-offer";
import { offersReply, statusReplyDraft } from "@/features/desk/enquiries/status-reply";
import { placeholderValues } from "@shared/conversation";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { apiPaths } from "@shared/api-paths";


const booking = { id: 7, firstName: "Meera", lastName: "Raman", reference: "K7M3Q9X2", tripCategory: "Retreats", preferredDates: "5 Dec", groupSize: 2, email: "meera@example.com" };
const me = { id: 1, username: "asha", role: "agent" as const, mustChangePassword: false, twoFactorEnabled: false, twoFactorRequired: false, name: null, email: null, pendingEmail: null };
const at = "2026-11-25T00:00:00.000Z";
const TEMPLATES = [
  { id: 1, name: "Propose dates", subject: "Dates", body: "x", createdAt: at, updatedAt: at },
  { id: 2, name: " confirmation ", subject: "Confirmed ({{reference}})", body: "Dear {{firstName}}, see you. {{staffName}}", createdAt: at, updatedAt: at },
];

describe("the reply a status change offers", () => {
  const values = placeholderValues(booking, "asha");

  it("is the saved reply named for the status, any case, filled in; none for pending or without one", () => {
    expect(statusReplyDraft("confirmed", TEMPLATES, values)).toEqual({ subject: "Confirmed (K7M3Q9X2)", body: "Dear Meera, see you. asha" });
    expect(statusReplyDraft("cancelled", TEMPLATES, values)).toBeNull();
    expect(statusReplyDraft("pending", TEMPLATES, values)).toBeNull();
    expect([offersReply("confirmed"), offersReply("cancelled"), offersReply("pending")]).toEqual([true, true, false]);
  });

  it("sends exactly the edited text on Send reply, and nothing on Skip", async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === apiPaths.replyTemplates.href()) return { body: TEMPLATES };
      if (call.method === "POST") return { status: 201, body: { kind: "email-out" } };
      return { body: [] };
    });
    const user = userEvent.setup();
    const done = vi.fn();
    renderWithProviders(<StatusReplyOffer booking={booking} me={me} status="confirmed" onDone={done} />);
    const body = await screen.findByLabelText("Message");
    expect(body).toHaveValue("Dear Meera, see you. asha");
    expect(screen.getByLabelText("Subject")).toHaveValue("Confirmed (K7M3Q9X2)");
    await user.type(body, " PS: bring a shawl.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({ url: apiPaths.bookingReplies.href(7), body: { subject: "Confirmed (K7M3Q9X2)", body: "Dear Meera, see you. asha PS: bring a shawl.", to: "meera@example.com" } }),
    ]);
  });

  it("opens blank with the reference subject when no saved reply has the name, and Skip sends nothing", async () => {
    const { calls } = mockFetch((call) => (call.url === apiPaths.replyTemplates.href() ? { body: TEMPLATES } : { body: [] }));
    const user = userEvent.setup();
    const done = vi.fn();
    renderWithProviders(<StatusReplyOffer booking={booking} me={me} status="cancelled" onDone={done} />);
    expect(await screen.findByText(/no saved reply named "Cancellation"/)).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue("Your enquiry with Inner Light Journeys (K7M3Q9X2)");
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(done).toHaveBeenCalled();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
