import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Timeline } from "@/features/desk/enquiries/components/timeline";
import { ReplyComposer } from "@/features/desk/enquiries/components/reply-composer";
import type { TimelineEntry } from "@shared/api-types";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../booking/helpers";

configure({ asyncUtilTimeout: 5_000 });

const at = (h: number) => new Date(2026, 10, 22, h, 0).toISOString();
const HOSTILE = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>Yes please`;

const ENTRIES: TimelineEntry[] = [
  {
    kind: "email-in", by: "visitor", at: at(9), messageRowId: 1, from: "meera@example.com", subject: "Re: dates", messageKind: "visitor",
    text: HOSTILE, fullText: `${HOSTILE}\n\n> Dear Meera, which dates?`, attachments: [{ name: "scan.pdf", size: 2048, url: "/api/admin/attachments/4" }, { name: "clip.mp4", size: 12 * 1024 * 1024, url: null }],
    attachmentNote: "1 attachment not kept: over 10 MB a message",
  },
  { kind: "email-in", by: "system", at: at(10), messageRowId: 2, from: "meera@example.com", subject: "Out of office", messageKind: "auto-reply", text: "Away", fullText: "Away", attachments: [], attachmentNote: null },
  { kind: "email-out", by: "asha", at: at(11), messageRowId: 3, to: "meera@example.com", subject: "Your dates [K7M3Q9X2]", text: "The 5th works.", fullText: "The 5th works.", status: "sent", sentAt: at(11) },
];

describe("the conversation on the timeline", () => {
  it("shows a visitor's HTML as text, the quoted history on request, attachments as downloads, and a reply's delivery", async () => {
    mockFetch(() => ({ body: ENTRIES }));
    const user = userEvent.setup();
    renderWithProviders(<Timeline bookingId={7} receivedAt={at(8)} />);
    const first = (await screen.findByText("E-mail from meera@example.com")).closest("li")!;
    expect(within(first).getByText(HOSTILE)).toBeInTheDocument();
    expect(first.querySelector("img, script")).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    await user.click(within(first).getByRole("button", { name: "Show the whole message" }));
    expect(within(first).getByText(/which dates\?/)).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "scan.pdf" })).toHaveAttribute("href", "/api/admin/attachments/4");
    expect(within(first).queryByRole("link", { name: "clip.mp4" })).toBeNull();
    expect(first).toHaveTextContent("clip.mp4 (12.0 MB, not kept)");
    expect(screen.getByText("Automatic reply from meera@example.com")).toBeInTheDocument();
    expect(screen.getByText("Reply by asha: sent").closest("li")).toHaveTextContent("To meera@example.com");
  });
});

describe("the reply composer", () => {
  const booking = { id: 7, firstName: "Meera", lastName: "Raman", reference: "K7M3Q9X2", tripCategory: "Retreats", preferredDates: "5 Dec", groupSize: 2, email: "meera@example.com" };
  const me = { id: 1, username: "asha", role: "agent" as const, mustChangePassword: false, twoFactorEnabled: false, twoFactorRequired: false, name: "Asha Rao", email: null };

  it("inserts a saved reply, previews it with the placeholders filled, and sends exactly the preview", async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === "/api/admin/reply-templates") return { body: [{ id: 3, name: "Propose dates", subject: "Dates ({{reference}})", body: "Dear {{firstName}}, for {{groupSize}} on {{preferredDates}}. {{staffName}}" }] };
      if (call.method === "POST") return { status: 201, body: { kind: "email-out" } };
      return { body: [] };
    });
    const user = userEvent.setup();
    renderWithProviders(<ReplyComposer booking={booking} me={me} />);
    await user.click(screen.getByRole("button", { name: "Reply" }));
    await user.selectOptions(await screen.findByLabelText("Insert saved reply"), "Propose dates");
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(preview).toHaveTextContent("Dates (K7M3Q9X2)");
    expect(preview).toHaveTextContent("Dear Meera, for 2 on 5 Dec. Asha Rao");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await screen.findByRole("button", { name: "Reply" });
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ url: "/api/admin/bookings/7/replies", body: { subject: "Dates (K7M3Q9X2)", body: "Dear Meera, for 2 on 5 Dec. Asha Rao" } });
  });

  it("will not send with an unknown placeholder", async () => {
    mockFetch(() => ({ body: [] }));
    const user = userEvent.setup();
    renderWithProviders(<ReplyComposer booking={booking} me={me} />);
    await user.click(screen.getByRole("button", { name: "Reply" }));
    await user.type(screen.getByLabelText("Message"), "Price: {{{{price}}");
    expect(screen.getByRole("alert")).toHaveTextContent("{{price}}");
    expect(screen.getByRole("button", { name: "Send reply" })).toBeDisabled();
  });
});
