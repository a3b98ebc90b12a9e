import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export interface ErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
}

export function zodErrorBody(err: ZodError): ErrorBody {
  return {
    message: "Invalid input",
    errors: err.issues.map((i) => ({ path: i.path.join(".") || "(body)", message: i.message })),
  };
}

/** Unknown /api paths answer JSON, never the site's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Not found" });
};

/** The one place errors become responses: the API's error bodies (docs/http-api.md), no internals, 5xx logged with the stack. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return void req.socket.destroy();
  const bodyParserType = (err as { type?: string }).type;
  let status = 500;
  let body: ErrorBody = { message: "Internal server error" };

  if (err instanceof ZodError) {
    status = 400;
    body = zodErrorBody(err);
  } else if (err instanceof HttpError) {
    status = err.status;
    body = { message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
  } else if (bodyParserType === "entity.parse.failed") {
    status = 400;
    body = { message: "Malformed JSON in request body" };
  } else if (bodyParserType === "entity.too.large") {
    status = 413;
    body = { message: "Request body is too large (limit 100 kB)" };
  } else if (bodyParserType === "encoding.unsupported" || bodyParserType === "charset.unsupported") {
    status = 415;
    body = { message: "Unsupported request encoding" };
  } else if (err instanceof URIError) {
    // The router could not decode a path parameter (a malformed %-escape): the client's mistake.
    status = 400;
    body = { message: "Malformed percent-encoding in the URL" };
  } else if (isDatabaseUnavailable(err)) {
    status = 503;
    body = { message: "Service temporarily unavailable, please try again shortly" };
  } else if (typeof err?.status === "number" && err.status >= 400 && err.status < 500 && err.expose) {
    status = err.status;
    body = { message: String(err.message) };
  }

  if (status >= 500) req.log?.error({ err }, "request failed");
  res.status(status).json(body);
};

const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08000", "08003", "08006", "08001", "08004"]);

/** A lost or refused database connection is the service being down (503), not a bug (500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && /timeout exceeded when trying to connect|^timeout expired$|Connection terminated|connection is closed|Client has encountered a connection error/i.test(e.message)) return true;
  }
  return false;
}
