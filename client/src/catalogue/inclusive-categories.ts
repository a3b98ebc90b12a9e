/** The two programme families of the Queer & Inclusive page (kept apart from the zod schemas so pages do not load zod). */
export const INCLUSIVE_CATEGORIES = ["Queer Women's Retreats", "Queer Mixed Transformation"] as const;
