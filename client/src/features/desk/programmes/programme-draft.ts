import type { AdminProgramme, CardFieldValue, FaqEntry, ItineraryDay } from "./api/programme-types";

/**
 * What the editor holds while someone types: every field as text the inputs show (a rating is
 * typed as text), lists as arrays. A saved programme becomes a draft, and a draft goes back
 * to the server as the fields that differ from the programme it started from.
 */
export interface ProgrammeDraft {
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  duration: string;
  image: string;
  itinerary: ItineraryDay[];
  included: string[];
  notIncluded: string[];
  stay: string;
  faq: FaqEntry[];
  /** The catalogue's own card fields (location, group size, rating…), by name. */
  card: Record<string, CardFieldValue>;
}

type DraftField = keyof ProgrammeDraft;

/** The editor's fields in the order it shows them, which is also the order differences are named in. */
const DRAFT_FIELDS: readonly DraftField[] = ["title", "slug", "summary", "duration", "image", "highlights", "card", "itinerary", "included", "notIncluded", "stay", "faq"];

export const emptyDraft = (card: Record<string, CardFieldValue>): ProgrammeDraft => ({
  slug: "", title: "", summary: "", highlights: [""], duration: "", image: "", itinerary: [], included: [], notIncluded: [], stay: "", faq: [], card,
});

export function draftOf(p: AdminProgramme): ProgrammeDraft {
  return {
    slug: p.slug, title: p.title, summary: p.summary, highlights: [...p.highlights], duration: p.duration, image: p.image,
    itinerary: p.itinerary.map((d) => ({ ...d })), included: [...p.included], notIncluded: [...p.notIncluded], stay: p.stay ?? "",
    faq: p.faq.map((f) => ({ ...f })), card: { ...p.card },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Itinerary days are numbered by their place in the list, so reordering renumbers them. */
const numbered = (days: ItineraryDay[]): ItineraryDay[] => days.map((d, i) => ({ ...d, day: i + 1 }));

/** The whole draft as a request body (a new programme). */
export function bodyOf(draft: ProgrammeDraft): Record<string, unknown> {
  const { itinerary, stay, ...rest } = draft;
  return { ...rest, itinerary: numbered(itinerary), stay: stay.trim() === "" ? null : stay };
}

/** Only what the draft changed of the programme it started from, so a save names the fields someone touched. */
export function patchOf(from: AdminProgramme, draft: ProgrammeDraft): Record<string, unknown> {
  const before = bodyOf(draftOf(from));
  const after = bodyOf(draft);
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => !same(before[k], v)));
}

export const isDirty = (from: AdminProgramme, draft: ProgrammeDraft) => Object.keys(patchOf(from, draft)).length > 0;

/** Nothing typed into a new programme yet: the draft is still the blank one its catalogue starts from. */
export const isBlank = (draft: ProgrammeDraft, card: Record<string, CardFieldValue>) =>
  DRAFT_FIELDS.every((k) => (k === "card" ? Object.keys({ ...card, ...draft.card }).every((n) => same(card[n], draft.card[n])) : same(draft[k], emptyDraft(card)[k])));

/**
 * The fields of two versions of one programme that differ, by the names the editor shows them
 * under (a card field by its own name), for the stale-save notice.
 */
export function changedFields(a: AdminProgramme, b: AdminProgramme): string[] {
  const x = bodyOf(draftOf(a));
  const y = bodyOf(draftOf(b));
  const changed: string[] = [];
  for (const k of DRAFT_FIELDS) {
    if (k !== "card") {
      if (!same(x[k], y[k])) changed.push(k);
      continue;
    }
    for (const name of new Set([...Object.keys(a.card), ...Object.keys(b.card)])) if (!same(a.card[name], b.card[name])) changed.push(`card.${name}`);
  }
  if (a.status !== b.status) changed.push("status");
  return changed;
}

/** Moves one item of a list by `by` places (−1 up, +1 down); the list itself is not changed. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
