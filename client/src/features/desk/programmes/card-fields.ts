import { z } from "zod";
import { CARD_SCHEMAS } from "@shared/catalogue/card-schemas";
import { cardFieldNames } from "@shared/catalogue/card-items";
import { CATALOGUE_KEYS, isCatalogueKey } from "@shared/catalogue/catalogues";
import { ROUTES, headingOf } from "@shared/routes";
import type { CardFieldValue } from "./api/programme-types";

/** How the editor shows one of a catalogue's own card fields. */
type CardFieldKind = { kind: "text" } | { kind: "list" } | { kind: "number" } | { kind: "fixed"; value: string } | { kind: "choice"; options: readonly string[] };

export interface CardField {
  name: string;
  label: string;
  optional: boolean;
  field: CardFieldKind;
}

export const PROGRAMME_CATALOGUES = CATALOGUE_KEYS;

/** Labels where the field's name does not read well split at its capitals. */
const LABELS: Record<string, string> = { targetAudience: "Who it is for", skillCategory: "Skill category", earningPotential: "Earning potential", workType: "Kind of work" };

const labelOf = (name: string) => LABELS[name] ?? (name.charAt(0).toUpperCase() + name.slice(1).replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));

function kindOf(schema: z.ZodTypeAny): CardFieldKind {
  if (schema instanceof z.ZodArray) return { kind: "list" };
  if (schema instanceof z.ZodNumber) return { kind: "number" };
  if (schema instanceof z.ZodLiteral) return { kind: "fixed", value: String(schema.value) };
  if (schema instanceof z.ZodEnum) return { kind: "choice", options: schema.options as string[] };
  return { kind: "text" };
}

/** A catalogue's own card fields, in its schema's order; none for a catalogue the desk does not know. */
export function cardFieldsOf(catalogue: string): CardField[] {
  if (!isCatalogueKey(catalogue)) return [];
  const shape = CARD_SCHEMAS[catalogue].shape as Record<string, z.ZodTypeAny>;
  return cardFieldNames(catalogue)
    .map((name): [string, z.ZodTypeAny] => [name, shape[name]])
    .map(([name, schema]) => {
      const optional = schema instanceof z.ZodOptional;
      const inner = optional ? (schema as z.ZodOptional<z.ZodTypeAny>).unwrap() : schema;
      return { name, label: labelOf(name), optional, field: kindOf(inner) };
    });
}

/** A new programme's card fields: empty, except those its catalogue fixes (women's retreats are for women). */
export function blankCard(catalogue: string): Record<string, CardFieldValue> {
  return Object.fromEntries(
    cardFieldsOf(catalogue)
      .filter((f) => !f.optional)
      .map((f) => [f.name, f.field.kind === "list" ? [""] : f.field.kind === "fixed" ? f.field.value : f.field.kind === "choice" ? f.field.options[0] : ""]),
  );
}

/** A catalogue as its page's heading names it ("We Women Retreat"). */
export function catalogueName(catalogue: string): string {
  const route = ROUTES.find((r) => r.path === `/${catalogue}`);
  return route ? headingOf(route) : catalogue;
}

/** The programme's own fields as the editor's headings name them. */
const FIELD_LABELS: Record<string, string> = {
  title: "Title", slug: "Address", summary: "Summary", highlights: "Highlights", duration: "Duration", image: "Image", position: "Position",
  itinerary: "Itinerary", included: "What's included", notIncluded: "Not included", stay: "Where you stay", faq: "Questions", status: "Status", photos: "Photos", card: "Card details",
};

/** A changed field's name as the editor shows it: its own label, or its card field's (`card.groupSize` → "Group size"). */
export function fieldLabel(name: string): string {
  const own = name.startsWith("card.") ? name.slice(5) : name;
  return FIELD_LABELS[name] ?? labelOf(own);
}
