import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  queerWomensRetreatSchema,
  retreatCategoryCardSchema,
  retreatProgrammeSchema,
  womensRetreatSchema,
} from "@shared/catalogue/schemas/retreats";
import { INCLUSIVE_CATEGORIES } from "@/catalogue/inclusive-categories";
import { retreatCategories } from "@/catalogue/data/retreat-categories";
import { programmeNames } from "@shared/programmes";

/** The queer and inclusive retreats: programmes whose category is one of the inclusive ones. */
const inclusiveRetreatSchema = retreatProgrammeSchema.extend({ category: z.enum(INCLUSIVE_CATEGORIES) });
import { womensRetreats } from "@/catalogue/data/womens-retreats";
import { queerWomensRetreats } from "@/catalogue/data/queer-womens-retreats";
import { queerInclusiveRetreats } from "@/catalogue/data/queer-inclusive-retreats";
import { careerRetreats } from "@/catalogue/data/career-retreats";
import { familyRetreats } from "@/catalogue/data/family-retreats";

const ART_DIR = path.resolve(import.meta.dirname, "../../../../client/public/art");

interface Catalogue {
  name: string;
  items: readonly { id: string; image: string }[];
  schema: z.ZodTypeAny;
  count: number;
  /** The experience keys of docs/site.md §3, in page order, where the home search names them. */
  keys?: string[];
  names: () => string[];
}

const catalogues: Catalogue[] = [
  {
    name: "retreat categories",
    items: retreatCategories,
    schema: retreatCategoryCardSchema,
    count: 5,
    names: () => retreatCategories.map((c) => c.title),
  },
  {
    name: "women's retreats",
    items: womensRetreats,
    schema: womensRetreatSchema,
    count: 7,
    keys: [
      "work-life-harmony",
      "soul-identity",
      "transform-rise",
      "purpose-path",
      "just-me-time",
      "women-empowerment",
      "she-leads",
    ],
    names: () => womensRetreats.map((r) => r.title),
  },
  {
    name: "queer women's retreats",
    items: queerWomensRetreats,
    schema: queerWomensRetreatSchema,
    count: 7,
    keys: [
      "true-self-unlocked",
      "creative-bloom",
      "pride-transformation",
      "mind-body-pride",
      "queer-unity",
      "pride-leadership",
      "queer-wellness",
    ],
    names: () => queerWomensRetreats.map((r) => r.title),
  },
  {
    name: "queer & inclusive retreats",
    items: queerInclusiveRetreats,
    schema: inclusiveRetreatSchema,
    count: 4,
    names: () => queerInclusiveRetreats.map((r) => r.name),
  },
  {
    name: "career retreats",
    items: careerRetreats,
    schema: retreatProgrammeSchema,
    count: 3,
    keys: ["tech-mastery", "digital-future", "career-pivot"],
    names: () => careerRetreats.map((r) => r.name),
  },
  {
    name: "family retreats",
    items: familyRetreats,
    schema: retreatProgrammeSchema,
    count: 3,
    keys: ["roots-wings", "circle-trust", "generations-harmony"],
    names: () => familyRetreats.map((r) => r.name),
  },
];

describe.each(catalogues)("the $name catalogue", ({ items, schema, count, keys, names }) => {
  it("parses record by record with its schema", () => {
    for (const item of items) {
      const result = schema.safeParse(item);
      expect(result.success, `${item.id}: ${result.success ? "" : result.error.message}`).toBe(true);
    }
  });

  it(`holds ${count} records with unique ids and names`, () => {
    expect(items).toHaveLength(count);
    expect(new Set(items.map((i) => i.id)).size).toBe(count);
    expect(new Set(names()).size).toBe(count);
  });

  if (keys) {
    it("uses the home search's experience keys as ids", () => {
      expect(items.map((i) => i.id)).toEqual(keys);
    });
  }

  it("draws every image from an artwork file that exists", () => {
    const missing = items.map((i) => i.image).filter((img) => !existsSync(path.join(ART_DIR, path.basename(img))));
    expect(missing).toEqual([]);
  });
});

describe("the schemas", () => {
  const valid = womensRetreats[0];

  it("reject a rating outside 4.6-4.9, an empty feature and an image outside /art", () => {
    expect(womensRetreatSchema.safeParse({ ...valid, rating: 5 }).success).toBe(false);
    expect(womensRetreatSchema.safeParse({ ...valid, rating: 4.5 }).success).toBe(false);
    expect(womensRetreatSchema.safeParse({ ...valid, features: ["Yoga", " "] }).success).toBe(false);
    expect(womensRetreatSchema.safeParse({ ...valid, image: "/images/x.jpg" }).success).toBe(false);
    expect(womensRetreatSchema.safeParse({ ...valid, title: "" }).success).toBe(false);
  });

  it("accept only the two inclusive category values", () => {
    expect(inclusiveRetreatSchema.safeParse({ ...queerInclusiveRetreats[0], category: "Other" }).success).toBe(false);
    expect(INCLUSIVE_CATEGORIES).toEqual(["Queer Women's Retreats", "Queer Mixed Transformation"]);
  });
});

describe("the fixed figures of the retreat pages", () => {
  it("women's retreats: location, category, groups of 8-15, rating 4.9, 5-10 days", () => {
    for (const r of womensRetreats) {
      expect(r).toMatchObject({ location: "Domestic & International", category: "Women", rating: 4.9 });
      expect(r.groupSize).toMatch(/^8-15\b/);
      expect(Number.parseInt(r.duration, 10)).toBeGreaterThanOrEqual(5);
      expect(Number.parseInt(r.duration, 10)).toBeLessThanOrEqual(10);
    }
  });

  it("queer women's retreats: groups of 8-12, rating 4.9, 6-10 days", () => {
    for (const r of queerWomensRetreats) {
      expect(r).toMatchObject({ location: "Domestic & International", rating: 4.9 });
      expect(r.groupSize).toMatch(/^8-12\b/);
      expect(Number.parseInt(r.duration, 10)).toBeGreaterThanOrEqual(6);
      expect(Number.parseInt(r.duration, 10)).toBeLessThanOrEqual(10);
    }
  });

  it("career retreats: groups of 6-15, 10-12 days", () => {
    for (const r of careerRetreats) {
      expect(r.groupSize).toMatch(/^6-15\b/);
      expect(["10 Days", "11 Days", "12 Days"]).toContain(r.duration);
    }
  });

  it("family retreats: 5-7 days, sized in families", () => {
    for (const r of familyRetreats) {
      expect(["5 Days", "6 Days", "7 Days"]).toContain(r.duration);
      expect(r.groupSize).toMatch(/families$/);
    }
  });

  it("inclusive retreats: 7-10 days, both categories present", () => {
    expect(queerInclusiveRetreats.map((r) => r.duration).sort()).toEqual(["10 Days", "7 Days", "7 Days", "8-9 Days"]);
    expect(new Set(queerInclusiveRetreats.map((r) => r.category))).toEqual(new Set(INCLUSIVE_CATEGORIES));
  });
});

describe("the /retreats listing cards", () => {
  const byCategory = Object.fromEntries(retreatCategories.map((c) => [c.category, c]));

  it("list the programme names of each family's page as their options", () => {
    expect(byCategory.womens.options).toEqual(womensRetreats.map((r) => r.title));
    expect(byCategory.sapphic.options).toEqual(queerWomensRetreats.map((r) => r.title));
    expect(byCategory.queer.options).toEqual(queerInclusiveRetreats.map((r) => r.name));
    expect(byCategory.career.options).toEqual(careerRetreats.map((r) => r.name));
    expect(byCategory.family.options).toEqual(familyRetreats.map((r) => r.name));
  });

  it("list the names shared/programmes.ts holds for each family, the list the home search and the acknowledgement read", () => {
    expect(byCategory.womens.options).toEqual(programmeNames("womens"));
    expect(byCategory.sapphic.options).toEqual(programmeNames("sapphic"));
    expect(byCategory.queer.options).toEqual(programmeNames("queerInclusive"));
    expect(byCategory.career.options).toEqual(programmeNames("career"));
    expect(byCategory.family.options).toEqual(programmeNames("family"));
  });

  it("carry the listing's titles, durations and links", () => {
    expect(retreatCategories.map((c) => [c.title, c.duration, c.href])).toEqual([
      ["We Women Retreat", "5-10 days", "/womens-retreats"],
      ["Sapphic Retreats", "5-10 days", "/queer-womens-retreats"],
      ["Queer & Inclusive Retreats", "5-10 days", "/queer-inclusive-retreats"],
      ["Career Upskilling Retreats", "10-12 days", "/career-upskilling-retreats"],
      ["Family Reconnection Retreats", "5-7 days", "/family-reconnection-retreats"],
    ]);
  });
});
