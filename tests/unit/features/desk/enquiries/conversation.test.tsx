import { screen } from "@testing-library/react";
import type { AuthUser, TimelineEntry } from "@shared/api-types";
import { ComposerForm } from "@/features/desk/enquiries/components/reply-composer";
import { isMessage, replyAddresses } from "@/features/desk/enquiries/conversation-entries";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { apiPaths } from "@shared/api-paths";


const at = (h: number) => new Date(2026, 10, 22, h, 0).toISOString();
const mail = (from: string, messageKind: "visitor" | "auto-reply", h: number) =>
  ({ kind: "email-in", by: "visitor", at: at(h), messageRowId: h, from, subject: "Re", messageKind, unverified: false, text: "x", fullText: "x", attachments: [], attachmentNote: null }) as TimelineEntry;

describe("the conversation's entries", () => {
  it("are the e-mails, WhatsApp messages and logged contacts; the rest is activity", () => {
    const entries: TimelineEntry[] = [
      { kind: "note", by: "bo", at: at(9), body: "n" },
      mail("meera@example.com", "visitor", 10),
      { kind: "whatsapp", by: "bo", at: at(11), body: "w" },
      { kind: "status", by: "bo", at: at(12), from: "pending", to: "confirmed" },
    ];
    expect(entries.filter(isMessage).map((e) => e.kind)).toEqual(["email-in", "whatsapp"]);
    expect(entries.filter((e) => !isMessage(e)).map((e) => e.kind)).toEqual(["note", "status"]);
  });

  it("offer a reply to the booking's e-mail first, then every other visitor who wrote, once each, never an automatic sender", () => {
    const entries = [mail("Anya@Example.com", "visitor", 9), mail("anya@example.com", "visitor", 10), mail("MEERA@example.com", "visitor", 11), mail("mailer-daemon@example.com", "auto-reply", 12)];
    expect(replyAddresses("meera@example.com", entries)).toEqual(["meera@example.com", "Anya@Example.com"]);
  });
});

describe("the reply composer", () => {
  const booking = { id: 7, firstName: "Meera", lastName: "Raman", reference: "K7M3Q9X2", tripCategory: "Retreats", preferredDates: "5 Dec", groupSize: 2, email: "meera@example.com" };
  const me = { id: 1, username: "asha", role: "agent", mustChangePassword: false, twoFactorEnabled: false, twoFactorRequired: false, name: "Asha Rao", email: null } as AuthUser;

  it("inserts a saved reply, previews it with the placeholders filled, and sends exactly the preview to the chosen address", async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === apiPaths.replyTemplates.href()) return { body: [{ id: 3, name: "Propose dates", subject: "Dates ({{reference}})", body: "Dear {{firstName}}, for {{groupSize}} on {{preferredDates}}. {{staffName}}" }] };
      if (call.method === "POST") return { status: 201, body: { kind: "email-out" } };
      return { body: [] };
    });
    const done = vi.fn();
    const { user } = renderWithProviders(<ComposerForm booking={booking} me={me} onDone={done} addresses={["meera@example.com", "anya@example.com"]} />);
    await screen.findByRole("option", { name: "Propose dates" });
    await user.selectOptions(screen.getByLabelText("Insert saved reply"), "Propose dates");
    await user.selectOptions(screen.getByLabelText("To"), "anya@example.com");
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(preview).toHaveTextContent("exactly what will go to anya@example.com");
    expect(preview).toHaveTextContent("Dates (K7M3Q9X2)");
    expect(preview).toHaveTextContent("Dear Meera, for 2 on 5 Dec. Asha Rao");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: apiPaths.bookingReplies.href(7),
      body: { subject: "Dates (K7M3Q9X2)", body: "Dear Meera, for 2 on 5 Dec. Asha Rao", to: "anya@example.com" },
    });
  });

  it("will not send with an unknown placeholder", async () => {
    mockFetch(() => ({ body: [] }));
    const { user } = renderWithProviders(<ComposerForm booking={booking} me={me} onDone={() => {}} />);
    await user.type(screen.getByLabelText("Message"), "Price: {{{{price}}");
    expect(screen.getByRole("alert")).toHaveTextContent("{{price}}");
    expect(screen.getByRole("button", { name: "Send reply" })).toBeDisabled();
  });
});
