import { z } from "zod";
import { ROUTES } from "./routes";
import { MAX_SOURCE_TEXT, sourceText } from "./requests/enquiry";
import { programmePageOf } from "./programme-page";

/** What the public pages report (docs/decisions/visits-and-the-funnel.md). */
export const VISIT_EVENT_TYPES = ["pageview", "enquiry-open"] as const;
export type VisitEventType = (typeof VISIT_EVENT_TYPES)[number];

/** Longest text field of an event: the same bound as an enquiry's source fields. */
export const MAX_VISIT_TEXT = MAX_SOURCE_TEXT;
/** A beacon is a few hundred bytes; anything much larger is not one of ours. */
export const MAX_VISIT_BODY_BYTES = 4 * 1024;

const PUBLIC_PATHS = new Set(ROUTES.filter((r) => r.public).map((r) => r.path));

/** The path without its query string or fragment (one scan, no regex). */
export function pathOnly(path: string): string {
  let end = path.length;
  for (let i = 0; i < path.length; i++) {
    if (path[i] === "?" || path[i] === "#") {
      end = i;
      break;
    }
  }
  return path.slice(0, end);
}

/** True for a public page of the site (a programme's page included), with or without a query string. */
export function isPublicPagePath(path: string): boolean {
  const p = pathOnly(path);
  return PUBLIC_PATHS.has(p) || programmePageOf(p) !== null;
}

export const visitEventSchema = z
  .object({
    type: z.enum(VISIT_EVENT_TYPES),
    path: z
      .string()
      .max(MAX_VISIT_TEXT, `Must be at most ${MAX_VISIT_TEXT} characters`)
      .refine(isPublicPagePath, "Must be the path of a public page of the site")
      .transform(pathOnly),
    programme: sourceText(),
    referrer: sourceText(),
    utmSource: sourceText(),
    utmMedium: sourceText(),
    utmCampaign: sourceText(),
  })
  .strict();

export type VisitEventInput = z.input<typeof visitEventSchema>;

/** A referrer's host name, lower-cased; `direct` when there is none or it names no host. */
export function sourceOf(referrer: string | null | undefined): string {
  if (!referrer) return "direct";
  try {
    return new URL(referrer).hostname.toLowerCase() || "direct";
  } catch {
    return "direct";
  }
}
