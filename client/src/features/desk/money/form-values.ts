import { ApiError } from "@/lib/query-client";

/** The money forms' field errors, by request path (the server's `errors[].path` and the shared schemas' alike). */
export type FieldErrors = Record<string, string>;

/** Rupees or a count as typed ("1,20,000" or "120000"): a whole number, else NaN so the schema refuses it. */
export function wholeOrNaN(text: string): number {
  const digits = text.replace(/[,\s₹]/g, "");
  return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A zod error's issues by their first path part, the first message of each. */
export function issuesByPath(issues: readonly { path: readonly (string | number)[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's field errors of a refused call (the API's error body, docs/http-api.md), by path. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.details?.errors ? issuesByPath(error.details.errors.map((e) => ({ path: [e.path], message: e.message }))) : {};
}
