import type { CatalogueFilter } from "./types";

/** A select over the distinct values of one field, matching that exact value (country, region). */
export function exactValueFilter<T>(o: {
  key: string;
  label: string;
  allLabel: string;
  items: readonly T[];
  value: (item: T) => string;
}): CatalogueFilter<T> {
  const values = [...new Set(o.items.map(o.value))];
  return {
    key: o.key,
    label: o.label,
    allLabel: o.allLabel,
    options: values.map((v) => ({ value: v, label: v })),
    matches: (item, chosen) => o.value(item) === chosen,
  };
}
