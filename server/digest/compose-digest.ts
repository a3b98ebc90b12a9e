import type Mail from "nodemailer/lib/mailer";
import type { Mailbox } from "../core/addresses";
import type { Clock } from "../core/clock";
import { recipients } from "../core/mail-recipients";
import type { ClaimedMail, MailStorage } from "../storage";
import { renderDigest } from "./render-digest";

/** What the digest's composer reads: its account's content now, in the desk's zone. */
interface DigestMailContext {
  storage: { mail?: Partial<Pick<MailStorage, "digestContent">> };
  clock: Clock;
  /** DESK_TIMEZONE: the digest's times are written in it. */
  timeZone?: string;
  from: Mailbox;
  /** PUBLIC_URL, or http://localhost:PORT: each booking links to the desk. */
  baseUrl: string;
}

/** The outbox's composer of a morning digest: written from its account's bookings now; none when its account is gone or nothing is due any more. */
export async function digestComposer(m: ClaimedMail, ctx: DigestMailContext): Promise<{ mail: Mail.Options; bookingIds: number[] } | { suppressed: string }> {
  const timeZone = ctx.timeZone ?? "UTC";
  const content = m.aboutUserId === undefined ? undefined : await ctx.storage.mail?.digestContent?.(m.aboutUserId, ctx.clock.now(), timeZone);
  const body = content && renderDigest(content, { baseUrl: ctx.baseUrl, timeZone, now: ctx.clock.now() });
  if (!body) return { suppressed: "Not sent: the account is gone or nothing is due any more" };
  const mail = {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to: recipients(m.toAddress),
    subject: body.subject,
    text: body.text,
    html: body.html,
    messageId: m.messageId,
    headers: { "Auto-Submitted": "auto-generated" },
  };
  return { mail, bookingIds: [...content.followUps, ...content.awaiting, ...content.payments].map((b) => b.id) };
}
