/** The fields a version keeps of a programme, in the order Versions names them. */
export const VERSIONED_FIELDS = [
  "slug",
  "title",
  "summary",
  "highlights",
  "duration",
  "image",
  "card",
  "position",
  "status",
  "itinerary",
  "included",
  "notIncluded",
  "stay",
  "faq",
  "photos",
] as const;
export type VersionedField = (typeof VERSIONED_FIELDS)[number];
export type ProgrammeSnapshot = Record<VersionedField, unknown>;

/** JSON with object keys sorted, so two equal values compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The names of the fields that differ between two versions of a programme. */
export function changedFields(before: Partial<ProgrammeSnapshot>, after: Partial<ProgrammeSnapshot>): VersionedField[] {
  return VERSIONED_FIELDS.filter((f) => canonical(before[f]) !== canonical(after[f]));
}
