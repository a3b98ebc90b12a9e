import type Mail from "nodemailer/lib/mailer";
import { recipients, type ComposeContext } from "../mail/compose";
import type { DigestContent } from "@shared/digest-content";
import { renderDigest } from "./render-digest";

/** The digest as the outbox sends it, or undefined when nothing is due. */
export function composeDigest(
  m: { toAddress: string; messageId: string; content: DigestContent; now: Date; timeZone: string },
  ctx: ComposeContext,
): Mail.Options | undefined {
  const body = renderDigest(m.content, { baseUrl: ctx.baseUrl, timeZone: m.timeZone, now: m.now });
  if (!body) return undefined;
  return {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to: recipients(m.toAddress),
    subject: body.subject,
    text: body.text,
    html: body.html,
    messageId: m.messageId,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
