import { recipients } from "../mail/compose";
import type { Composer } from "../mail/composer";
import { renderDigest } from "./render-digest";

/** The outbox's composer of a morning digest: written from its account's bookings now; none when its account is gone or nothing is due any more. */
export const digestComposer: Composer = async (m, ctx) => {
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
};
