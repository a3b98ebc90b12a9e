import { HttpError } from "../core/errors";
import { hashPassword } from "./password";
import { QueueFullError } from "./hash-queue";
import { passwordProblems } from "./password-policy";

/** A chosen password that breaks a rule is a 400 with the API's error body (docs/http-api.md), each problem on the form's `field`. */
export function refuseWeakPassword(password: string, username: string, field: string, more: string[] = []): void {
  const problems = [...passwordProblems(password, username), ...more];
  if (problems.length) throw new HttpError(400, problems[0], problems.map((message) => ({ path: field, message })));
}

/** The new password's hash, or "busy" when the hash queue is full (the route answers 503). */
export async function hashNewPassword(password: string, logN: number): Promise<string | "busy"> {
  try {
    return await hashPassword(password, logN);
  } catch (err) {
    if (err instanceof QueueFullError) return "busy";
    throw err;
  }
}
