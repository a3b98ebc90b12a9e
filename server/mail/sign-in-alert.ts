import type Mail from "nodemailer/lib/mailer";
import { SITE } from "@shared/site";
import { deskTime } from "@shared/desk-clock";
import { DEFAULT_DESK_TIMEZONE } from "../core/config";
import { CODE_ALERT_AT, CODE_GUESSES } from "../auth/login-throttle";
import type { ComposeContext } from "./compose";
import { recipients } from "../core/mail-recipients";
import { escapeHtml, type RenderedMail } from "./render";
import { composedOrFailed, type Composer } from "./composer";

/**
 * Told when one account collects repeated wrong authentication codes: whoever gave them knew its
 * password. Staff accounts have no address of their own yet, so it goes to STAFF_ALERT_TO and
 * names the account. The username is ours (an admin chose it), never a visitor's text.
 */
export function renderSignInAlert(username: string, at: Date, timeZone = DEFAULT_DESK_TIMEZONE): RenderedMail {
  const when = deskTime(at, timeZone);
  const lines = [
    `The staff account "${username}" was given ${CODE_ALERT_AT} wrong authentication codes within 15 minutes (the last at ${when}).`,
    "Whoever gave them had its password. If that was not its owner, change the password now (the owner under Account, or an admin under Team), which ends every session of the account, and look at the audit log for the addresses they came from.",
    `After ${CODE_GUESSES} wrong codes, further codes are refused for 15 minutes except from addresses where this account completed a sign-in before.`,
  ];
  return {
    subject: `${SITE.name}: repeated wrong sign-in codes for ${username}`,
    text: `${lines.join("\n\n")}\n`,
    html: `<!doctype html>\n<html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}\n</body></html>\n`,
  };
}

export function composeSignInAlert(m: { toAddress: string; messageId: string; username: string; createdAt: Date }, ctx: ComposeContext): Mail.Options {
  const to = recipients(m.toAddress);
  const body = renderSignInAlert(m.username, m.createdAt, ctx.timeZone);
  return {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to,
    subject: body.subject,
    text: body.text,
    html: body.html,
    messageId: m.messageId,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The alert names its account; none once the account is gone. */
export const signInAlertComposer: Composer = async (m, ctx) => {
  const username = m.aboutUsername;
  if (username === undefined) return { suppressed: "Not sent: the account no longer exists" };
  return composedOrFailed([], () => composeSignInAlert({ ...m, username }, ctx));
};
