import { Router, type Response } from "express";
import { apiPaths } from "@shared/api-paths";
import { confirmationTokenQuery } from "@shared/requests/staff-account";
import { SITE } from "@shared/site";
import { HttpError } from "../core/errors";
import { audit } from "./record-audit";
import { escapeHtml } from "../mail/render";
import type { Storage } from "../storage";
import { parseQuery } from "./parse-query";

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(SITE.name)}</title></head>` +
        `<body style="font-family:Arial,sans-serif;font-size:17px;line-height:1.5;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>\n`,
    );
}

const EXPIRED = "<p>This link has expired or was already used. Change the e-mail again under Account in the desk to get a new one.</p>";

/**
 * The link sent to a staff member's new e-mail: GET shows what it confirms with one button (mail
 * scanners open links; they don't press buttons), POST puts the e-mail in effect. The token is the
 * proof; no session is needed, since the link may be opened on a phone.
 */
export function emailConfirmationRouter(storage: Storage): Router {
  const router = Router();

  router.get(apiPaths.emailConfirmation.pattern, async (req, res) => {
    const { token } = parseQuery(confirmationTokenQuery, req);
    const pending = await storage.users.pendingEmailFor(token);
    if (!pending) return page(res, 404, "Link expired", EXPIRED);
    page(
      res,
      200,
      "Confirm your e-mail address",
      `<p>Use <strong>${escapeHtml(pending.pendingEmail)}</strong> for the desk account <strong>${escapeHtml(pending.username)}</strong>: its alerts and morning digest will go there.</p>` +
        `<form method="post" action="/api/auth/email-confirmation?token=${encodeURIComponent(token)}"><button type="submit" style="font-size:17px;padding:.6rem 1.2rem">Confirm</button></form>`,
    );
  });

  router.post(apiPaths.emailConfirmation.pattern, async (req, res) => {
    const { token } = parseQuery(confirmationTokenQuery, req);
    const result = await storage.users.confirmEmail(token);
    if (result === "taken") throw new HttpError(409, "That e-mail address is now another staff member's or a booking's");
    if (!result) return page(res, 404, "Link expired", EXPIRED);
    await audit(storage, req, "profile-changed", `user ${result.username}`, { emailConfirmed: true }, result);
    page(res, 200, "E-mail address confirmed", `<p>${escapeHtml(result.email ?? "")} is now the e-mail of the desk account ${escapeHtml(result.username)}.</p>`);
  });

  return router;
}
