import type { Request } from "express";
import { ZodEffects, ZodObject, type z, type ZodTypeAny } from "zod";
import { HttpError, zodErrorBody } from "../core/errors";

/** The parameters a query schema names (an object, or one refined or transformed). */
function namesOf(schema: ZodTypeAny): string[] {
  if (schema instanceof ZodObject) return Object.keys(schema.shape as object);
  if (schema instanceof ZodEffects) return namesOf(schema.innerType());
  return [];
}

/**
 * A named parameter sent in a bracket form (`status[]=x`, `catalogue[0]=x`), as a client building an
 * array writes it. Express's query parser keeps such a key as it is, so the schema would never see
 * it and the filter would quietly drop: it is that parameter's mistake instead.
 */
function bracketed(schema: ZodTypeAny, query: Request["query"]): { path: string; message: string }[] {
  const names = new Set(namesOf(schema));
  const sent = Object.keys(query)
    .filter((key) => key.includes("["))
    .map((key) => key.slice(0, key.indexOf("[")))
    .filter((name) => names.has(name));
  return [...new Set(sent)].map((name) => ({ path: name, message: "Must be one value" }));
}

/**
 * A query string through its schema. Query values arrive as strings, or arrays when repeated;
 * a mistake is a 400 "Invalid query" with the offending parameters in `errors`. (A body goes
 * through `schema.parse`, whose ZodError the error middleware turns into "Invalid input".)
 */
export function parseQuery<S extends ZodTypeAny>(schema: S, req: Request): z.output<S> {
  const arrays = bracketed(schema, req.query);
  if (arrays.length > 0) throw new HttpError(400, "Invalid query", arrays);
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw new HttpError(400, "Invalid query", zodErrorBody(parsed.error).errors);
  return parsed.data;
}
