import type { Request } from "express";
import type { z, ZodTypeAny } from "zod";
import { HttpError, zodErrorBody } from "../core/errors";

/**
 * A query string through its schema. Query values arrive as strings, or arrays when repeated;
 * a mistake is a 400 "Invalid query" with the offending parameters in `errors`. (A body goes
 * through `schema.parse`, whose ZodError the error middleware turns into "Invalid input".)
 */
export function parseQuery<S extends ZodTypeAny>(schema: S, req: Request): z.output<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw new HttpError(400, "Invalid query", zodErrorBody(parsed.error).errors);
  return parsed.data;
}
