import type Mail from "nodemailer/lib/mailer";
import type { ComposerContext } from "./composer";

/**
 * What the desk keeps of an e-mail's words once sent (`mail_outbox.text_body`, shown on the
 * timeline): the words as sent, with every link that would open something cut at its token: a
 * trip page's (`/trip/<token>`) and any `token=` in a link. The visitor's e-mail (and MAIL_DIR's
 * .eml copy) holds the link; the database, its WAL and its backups never do.
 */
export const LINK_NOT_KEPT = "[link not kept]";

const TRIP_TOKEN = /(\/trip\/)[A-Za-z0-9_-]{16,}/g;
const TOKEN_PARAM = /([?&](?:token|code)=)[^&\s#]+/gi;

export function keptMailText(text: string): string {
  return text.replace(TRIP_TOKEN, `$1${LINK_NOT_KEPT}`).replace(TOKEN_PARAM, `$1${LINK_NOT_KEPT}`);
}

/**
 * A money e-mail's words, kept for the desk's timeline: staff read what the visitor was told
 * without opening a file. Kept without the trip link's token, which would open the trip.
 */
export async function keepText(mailId: number, mail: Mail.Options, ctx: ComposerContext): Promise<void> {
  if (typeof mail.text === "string") await ctx.storage.money?.keepMailText?.(mailId, keptMailText(mail.text));
}
