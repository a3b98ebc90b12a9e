import type { z } from "zod";
import { cardIssues } from "@shared/catalogue/card-issues";
import { isCatalogueKey } from "@shared/catalogue/catalogues";
import { newProgrammeSchema } from "@shared/catalogue/programme-requests";
import { cardFieldsOf } from "./card-fields";
import { bodyOf, type ProgrammeDraft } from "./programme-draft";

/** A field's error by its path: "title", "highlights.2", "itinerary.0.text", "card.groupSize". */
export type FieldErrors = Record<string, string>;

/** zod's own words in the catalogue schemas, said as the desk says them. */
const PLAIN: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/at least 1 element/, () => "Add at least one"],
  [/at least 1 character/, () => "Required"],
  [/^Expected number, received/, () => "Must be a number"],
  [/^Number must be greater than or equal to (.+)$/, (m) => `Must be at least ${m[1]}`],
  [/^Number must be less than or equal to (.+)$/, (m) => `Must be at most ${m[1]}`],
  [/^Invalid literal value, expected "(.+)"$/, (m) => `Must be ${m[1]}`],
];

function plain(message: string): string {
  for (const [pattern, say] of PLAIN) {
    const m = message.match(pattern);
    if (m) return say(m);
  }
  return message;
}

const add = (into: FieldErrors, path: string, message: string) => {
  into[path] ??= plain(message);
};

/**
 * What the editor can tell before sending, by the rules the server applies (the request schema
 * and then the catalogue's own card schema). An empty object when nothing is wrong.
 *
 * The server stops at the first stage that fails; the editor asks every stage, so a bad Rating
 * shows in the same round as an empty Title (a field keeps the first stage's words). cardIssues
 * checks the card fields' text before the card schema: the schema is asked again without the
 * fields whose text failed, for the errors of the others.
 */
export function draftErrors(catalogue: string, draft: ProgrammeDraft): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = newProgrammeSchema.safeParse({ catalogue, ...bodyOf(draft) });
  if (!parsed.success) for (const issue of parsed.error.issues as z.ZodIssue[]) add(errors, issue.path.join("."), issue.message);
  if (!isCatalogueKey(catalogue)) return errors;
  const { slug, title, summary, highlights, duration, image, card } = draft;
  const issues = cardIssues({ catalogue, slug, title, summary, highlights, duration, image, card });
  for (const issue of issues) add(errors, issue.path, issue.message);
  const badText = new Set(issues.filter((i) => i.path.startsWith("card.")).map((i) => i.path.split(".")[1]));
  if (badText.size === 0) return errors;
  const rest = Object.fromEntries(Object.entries(card).filter(([name]) => !badText.has(name)));
  for (const issue of cardIssues({ catalogue, slug, title, summary, highlights, duration, image, card: rest })) add(errors, issue.path, issue.message);
  return errors;
}

/**
 * The server's refusal (`errors: [{path, message}]`) as the editor's field errors: "highlights[2]"
 * reads as "highlights.2", and a card field named alone as "card.<name>".
 */
export function serverFieldErrors(catalogue: string, errors: { path: string; message: string }[] | undefined): FieldErrors {
  const cardNames = new Set(cardFieldsOf(catalogue).map((f) => f.name));
  const out: FieldErrors = {};
  for (const e of errors ?? []) {
    const path = String(e.path).replace(/\[(\d+)\]/g, ".$1");
    add(out, cardNames.has(path.split(".")[0]) ? `card.${path}` : path, e.message);
  }
  return out;
}
