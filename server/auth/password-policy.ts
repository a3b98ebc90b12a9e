import { dictionary } from "@zxcvbn-ts/language-common";
import { MAX_PASSWORD_LENGTH } from "@shared/requests/staff-account";

export const MIN_PASSWORD_LENGTH = 12;

let common: Set<string> | undefined;
/** The zxcvbn-ts list of common passwords (about 30,000), loaded on first use, server side only. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

/**
 * ASVS 5.0 6.2: at least 12 characters, not a common password, not built on the username. No
 * composition rules: length does the work. Answers the problems found, empty when acceptable.
 */
export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`Must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) problems.push(`Must be at most ${MAX_PASSWORD_LENGTH} characters`);
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (name && lower.includes(name)) problems.push("Must not contain the username");
  if (commonPasswords().has(lower)) problems.push("This password is too common; choose another");
  return problems;
}
