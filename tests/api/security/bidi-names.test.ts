import request from "supertest";
import { describe, expect, it } from "vitest";
import type { UnmatchedMail } from "@shared/conversation";
import { showBidi } from "@shared/visible-bidi";
import { buildBooking } from "../../support/factories";
import { DB_KINDS } from "../../support/database";
import { inboxSettings as settings, useInboxApp } from "../../support/inbox-app";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { apiPaths } from "@shared/api-paths";

const RLO = "\u202e";

describe("bidirectional controls made visible", () => {
  it("writes each control and mark as its code point and leaves other text alone", () => {
    expect(showBidi(`${RLO}fdp.exe`)).toBe("⟨U+202E⟩fdp.exe");
    expect(showBidi("a\u200eb\u200fc\u202ad\u2066e\u2069f")).toBe("a⟨U+200E⟩b⟨U+200F⟩c⟨U+202A⟩d⟨U+2066⟩e⟨U+2069⟩f");
    expect(showBidi("Ünïcödé ok")).toBe("Ünïcödé ok");
  });
});

/** `U+202E fdp.exe` can't pass for "exe.pdf" anywhere the desk shows a name, nor in a download's filename. */
describe.each(DB_KINDS)("names with bidirectional controls on %s", (kind) => {
  const app = useInboxApp(kind);

  it("when an attachment's name or a sender reverses the text, then the timeline, Unmatched mail and the download show the control visibly", async () => {
    const b = (await request(app.t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: `bidi.${kind}@visitor.example` }))).body as { id: number; reference: string; email: string };
    const raw = (from: string, subject: string, id: string) =>
      Buffer.from(
        `From: ${from}\r\nSubject: ${subject}\r\nMessage-ID: <${id}>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="M"\r\n\r\n` +
          `--M\r\nContent-Type: text/plain\r\n\r\nInvoice attached.\r\n--M\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename*=utf-8''%E2%80%AEfdp.exe\r\n\r\nMZ\r\n--M--\r\n`,
      );
    await storeRawMail(raw(b.email, `Re: ${b.reference}`, `bidi-${kind}@visitor.example`), app.t.storage, settings);
    const entry = ((await app.staff.get(apiPaths.bookingActivities.href(b.id))).body as { kind: string; attachments?: { name: string; url: string }[] }[]).find((e) => e.kind === "email-in")!;
    expect(entry.attachments!.map((a) => a.name)).toEqual(["⟨U+202E⟩fdp.exe"]);
    const download = await app.staff.get(entry.attachments![0].url).expect(200);
    expect(decodeURIComponent(String(download.headers["content-disposition"]))).toContain("⟨U+202E⟩fdp.exe");
    expect(String(download.headers["content-disposition"])).not.toContain("%E2%80%AE");

    await storeRawMail(raw(`=?utf-8?b?${Buffer.from(`${RLO}moc.knab`).toString("base64")}?= <x.${kind}@${"evil.example"}>`, `${RLO}eciovni`, `bidi-unmatched-${kind}@evil.example`), app.t.storage, settings);
    const listed = ((await app.staff.get(apiPaths.inbound.href({ view: "unmatched" })).expect(200)).body as UnmatchedMail[]).find((m) => m.from === `x.${kind}@evil.example`)!;
    expect(listed.subject).toBe("⟨U+202E⟩eciovni");
  });
});
