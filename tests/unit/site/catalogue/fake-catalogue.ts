import type { CatalogueFilter } from "@/catalogue/types";

/** A small catalogue of our own for the engine and view tests, independent of the real content. */
export interface Trip {
  title: string;
  duration: string;
  category: string;
  features: string[];
}

export const trips: Trip[] = [
  { title: "Mountain Yoga", duration: "5 days", category: "Women", features: ["Sunrise yoga", "Journaling"] },
  { title: "Backwater Calm", duration: "7 days", category: "Family", features: ["Houseboat stay"] },
  { title: "Desert Stars", duration: "10 days", category: "Women", features: ["Camel trek", "Stargazing"] },
];

export const tripFilters: CatalogueFilter<Trip>[] = [
  {
    key: "duration",
    label: "Duration",
    allLabel: "All Durations",
    options: [
      { value: "5", label: "5 days" },
      { value: "7", label: "7 days" },
      { value: "10", label: "10 days" },
    ],
    matches: (t, v) => t.duration.includes(v),
  },
  {
    key: "category",
    label: "Category",
    allLabel: "All Categories",
    options: [
      { value: "Women", label: "Women's" },
      { value: "Family", label: "Family" },
    ],
    matches: (t, v) => t.category === v,
  },
];
