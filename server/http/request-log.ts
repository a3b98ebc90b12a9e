import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express } from "express";
import type { Logger } from "../core/logger";
import { apiPaths } from "@shared/api-paths";

declare module "node:http" {
  interface IncomingMessage {
    /** The request's id: the caller's X-Request-Id when it is a sane one, else a new UUID. */
    id: string;
    /** The process log with this request's id, method and URL on every line. */
    log: Logger;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;
const QUIET = new Set<string>([apiPaths.health.pattern]);
/** The request's id, method and URL as it arrived (routers rewrite req.url on the way down). */
const FIELDS = Symbol("request fields");
const CHILD = Symbol("request logger");

type LoggedRequest = IncomingMessage & { [FIELDS]?: { id: string; method?: string; url?: string }; [CHILD]?: Logger };
type LoggedResponse = ServerResponse & { locals?: { bookingId?: number } };

/**
 * Query parameters logged as `redacted`: search text may be a visitor's name, e-mail or phone, and
 * a token or code opens what it names (an e-mail confirmation, a sign-in step) to whoever reads it.
 */
const REDACTED_PARAMS = new Set(["q", "token", "code"]);
/**
 * The trip page's token, in its page's path and in the trip API's (`/trip/<token>`,
 * `/api/trip/<token>/accept`): the segment after any `trip` segment, wherever it is, so a path the
 * router would not match (`/api//trip/<token>`) is no way round it.
 */
const TOKEN_IN_PATH = /(\/trip\/)[^/?#]+/gi;

/** The URL as the log keeps it: tokens and search text replaced, everything else as it came. */
export function loggableUrl(url: string): string {
  const at = url.indexOf("?");
  const path = (at < 0 ? url : url.slice(0, at)).replace(TOKEN_IN_PATH, "$1redacted");
  if (at < 0) return path;
  const params = new URLSearchParams(url.slice(at + 1));
  let found = false;
  const kept = [...params].map(([k, v]): [string, string] => {
    if (!REDACTED_PARAMS.has(k)) return [k, v];
    found = true;
    return [k, "redacted"];
  });
  return found ? `${path}?${new URLSearchParams(kept)}` : `${path}${url.slice(at)}`;
}

/**
 * One line per request, written when its response ends: id, method, URL, status, time taken, and
 * the booking id a route left in res.locals. Nothing else of the request is read: headers are
 * never copied, and tokens and search text are redacted from the URL. `req.log` is made only when a route logs
 * something of its own, so the busy routes that don't pay for a child logger per request.
 */
export function useRequestLog(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: LoggedRequest) {
      return (this[CHILD] ??= logger.child({ req: this[FIELDS] }));
    },
  });
  app.use((req, res, next) => {
    const started = Date.now();
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const fields = { id, method: req.method, url: loggableUrl(req.url) };
    req.id = id;
    (req as LoggedRequest)[FIELDS] = fields;
    res.setHeader("X-Request-Id", id);
    if (!QUIET.has(req.url)) {
      res.once("close", () => {
        const status = res.statusCode;
        const line: Record<string, unknown> = { req: fields, res: { statusCode: status }, responseTime: Date.now() - started };
        const bookingId = (res as LoggedResponse).locals?.bookingId;
        if (bookingId !== undefined) line.bookingId = bookingId;
        if (!res.writableFinished) logger.warn(line, "request aborted");
        else if (status >= 500) logger.error(line, "request errored");
        else if (status >= 400) logger.warn(line, "request completed");
        else logger.info(line, "request completed");
      });
    }
    next();
  });
}
