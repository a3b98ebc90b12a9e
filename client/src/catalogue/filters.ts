import type { FilterDefinition } from "./types";

/** A select over the distinct values of one field, matching that exact value (country, region). */
export function exactValueFilter<T>(o: {
  key: string;
  label: string;
  allLabel: string;
  value: (item: T) => string;
}): FilterDefinition<T> {
  return {
    key: o.key,
    label: o.label,
    allLabel: o.allLabel,
    // The values of the programmes served, in their order: a new country is a new choice.
    optionsOf: (items) => [...new Set(items.map(o.value))].map((v) => ({ value: v, label: v })),
    matches: (item, chosen) => o.value(item) === chosen,
  };
}
