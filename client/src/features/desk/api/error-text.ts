import { ApiError } from "@/lib/api-request";

/** The server's own message for a failed call (field errors joined), or a plain fallback. */
export function errorText(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError) {
    const d = error.details;
    if (d?.errors?.length) return sentence(d.errors.map((e) => e.message.replace(/\.$/, "")).join(". "));
    if (d?.message) return sentence(d.message);
    if (error.status === 429) return "Too many attempts. Please wait 15 minutes and try again.";
  }
  return fallback;
}

const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);
