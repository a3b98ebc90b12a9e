import type Mail from "nodemailer/lib/mailer";
import { SITE } from "@shared/site";
import type { ComposeContext } from "./compose";
import { escapeHtml } from "./render";
import type { Composer } from "./composer";
import { apiPaths } from "@shared/api-paths";

/** Where the link leads: a page with one button, so a mail scanner opening links confirms nothing. */
export function confirmationUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${apiPaths.emailConfirmation.href(token)}`;
}

export function composeEmailConfirmation(m: { toAddress: string; messageId: string; username: string; token: string }, ctx: ComposeContext): Mail.Options {
  const link = confirmationUrl(ctx.baseUrl, m.token);
  const lines = [
    `Someone signed in to the ${SITE.name} desk as "${m.username}" asked for this address to receive that account's alerts and morning digest.`,
    "If that was you, open the link below and press Confirm within 24 hours. If not, ignore this e-mail: nothing changes.",
  ];
  return {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to: m.toAddress,
    subject: `${SITE.name}: confirm your e-mail address for the desk`,
    text: `${lines.join("\n\n")}\n\n${link}\n`,
    html: `<!doctype html>\n<html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}\n<p><a href="${escapeHtml(link)}">Confirm this address</a></p>\n</body></html>\n`,
    messageId: m.messageId,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The link to a staff member's new e-mail, with a token made now: the outbox never holds one. */
export const emailConfirmationComposer: Composer = async (m, ctx) => {
  const issued = m.aboutUserId === undefined ? undefined : await ctx.storage.users?.issueEmailToken?.(m.aboutUserId, m.toAddress);
  if (!issued) return { suppressed: "Not sent: that e-mail change is no longer waiting" };
  return { mail: composeEmailConfirmation({ toAddress: issued.pendingEmail, messageId: m.messageId, username: issued.username, token: issued.token }, ctx), bookingIds: [] };
};
