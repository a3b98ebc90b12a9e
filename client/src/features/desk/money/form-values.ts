import { ApiError } from "@/lib/api-request";

/** The money forms' field errors, by request path (the server's `errors[].path` and the shared schemas' alike). */
export type FieldErrors = Record<string, string>;

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
