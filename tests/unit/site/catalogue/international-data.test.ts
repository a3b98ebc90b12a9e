import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ROUTES } from "@shared/routes";
import {
  digitalNomadProgrammeSchema,
  earnProgrammeSchema,
  internationalCategorySchema,
  skillExpeditionSchema,
  slowTravelProgrammeSchema,
  workcationSchema,
} from "@shared/catalogue/schemas/international";
import { internationalCategories } from "@/catalogue/data/international-categories";
import { digitalNomadProgrammes } from "@/catalogue/data/digital-nomad";
import { slowTravelProgrammes } from "@/catalogue/data/slow-travel";
import { skillExpeditions } from "@/catalogue/data/skill-expeditions";
import { workcations } from "@/catalogue/data/workcations";
import { earnProgrammes } from "@/catalogue/data/earn-while-travel";

const ART_DIR = path.resolve(import.meta.dirname, "../../../../client/public/art");

/** The motifs the art helper draws (brief: common.md); a typo here would show a broken image. */
const MOTIFS = (
  "sunrise-hills lotus-pond banyan-tree temple-dawn tea-estate backwaters beach-palms mountain-lake " +
  "forest-path desert-dunes rainbow-valley moon-garden campfire-circle family-picnic city-lights " +
  "workshop-desk lisbon-tram tallinn-old-town dubai-skyline mexico-colour costa-rica-jungle " +
  "thailand-islands japan-fuji kyoto-torii new-zealand-peaks swiss-alps paris-rooftops santorini " +
  "iceland-aurora morocco-medina bali-rice-terraces vietnam-bay peru-andes kenya-savanna " +
  "scotland-highlands hero-journey"
).split(" ");

interface Catalogue {
  name: string;
  items: readonly { id: string; image: string; duration: string; groupSize?: string }[];
  schema: z.ZodTypeAny;
  count: number;
  /** docs/site.md §9 day range every duration must fall inside. */
  days: [number, number];
  /** docs/site.md §2 group size, where the page fixes one. */
  groupSize?: string;
}

const catalogues: Catalogue[] = [
  { name: "international categories", items: internationalCategories, schema: internationalCategorySchema, count: 5, days: [7, 30] },
  { name: "digital nomad", items: digitalNomadProgrammes, schema: digitalNomadProgrammeSchema, count: 6, days: [15, 15], groupSize: "6-15 people" },
  { name: "slow travel", items: slowTravelProgrammes, schema: slowTravelProgrammeSchema, count: 9, days: [10, 15], groupSize: "8-12 people" },
  { name: "skill expeditions", items: skillExpeditions, schema: skillExpeditionSchema, count: 8, days: [10, 15], groupSize: "6-12 people" },
  { name: "workcations", items: workcations, schema: workcationSchema, count: 8, days: [10, 15], groupSize: "8-15 people" },
  { name: "earn while you travel", items: earnProgrammes, schema: earnProgrammeSchema, count: 8, days: [10, 30] },
];

/** "10-15 Days" -> [10, 15]; "15 Days" -> [15, 15]. */
function dayRange(duration: string): [number, number] {
  const nums = (duration.match(/\d+/g) ?? []).map(Number);
  return [nums[0], nums[nums.length - 1]];
}

describe.each(catalogues)("the $name catalogue", ({ items, schema, count, days, groupSize }) => {
  it(`holds ${count} records that each parse with its schema`, () => {
    expect(items).toHaveLength(count);
    for (const item of items) {
      const result = schema.safeParse(item);
      expect(result.success, `${item.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it("has unique ids", () => {
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it(`keeps every duration within ${days[0]}-${days[1]} days`, () => {
    for (const item of items) {
      const [from, to] = dayRange(item.duration);
      expect(from, item.id).toBeGreaterThanOrEqual(days[0]);
      expect(to, item.id).toBeLessThanOrEqual(days[1]);
      expect(from, item.id).toBeLessThanOrEqual(to);
    }
  });

  if (groupSize) {
    it(`has the page's group size ${groupSize}`, () => {
      for (const item of items) expect(item.groupSize, item.id).toBe(groupSize);
    });
  }

  it("uses only the site's named motifs", () => {
    for (const item of items) expect(MOTIFS, `${item.id}: ${item.image}`).toContain(item.image.slice(5, -4));
  });

  it("uses artwork that exists under client/public/art", () => {
    const missing = items
      .map((i) => i.image)
      .filter((image) => !existsSync(path.join(ART_DIR, image.replace(/^\/art\//, ""))));
    expect(missing).toEqual([]);
  });
});

describe("the schemas", () => {
  const nomad = digitalNomadProgrammes[0];

  it("reject a rating outside 4.6-4.9, an empty string and a foreign image path", () => {
    expect(digitalNomadProgrammeSchema.safeParse({ ...nomad, rating: 5 }).success).toBe(false);
    expect(digitalNomadProgrammeSchema.safeParse({ ...nomad, rating: 4.5 }).success).toBe(false);
    expect(digitalNomadProgrammeSchema.safeParse({ ...nomad, name: "  " }).success).toBe(false);
    expect(digitalNomadProgrammeSchema.safeParse({ ...nomad, image: "https://example.com/x.jpg" }).success).toBe(false);
  });

  it("require two co-working spaces for a digital nomad card", () => {
    expect(digitalNomadProgrammeSchema.safeParse({ ...nomad, coworkingSpaces: ["One"] }).success).toBe(false);
  });

  it("require a skill category in the 'IT - ...' style", () => {
    const e = skillExpeditions[0];
    expect(skillExpeditionSchema.safeParse({ ...e, skillCategory: "Coding" }).success).toBe(false);
    expect(skillExpeditionSchema.safeParse({ ...e, skillCategory: "Creative - Pottery" }).success).toBe(true);
  });

  it("require a monthly dollar range for earning potential", () => {
    const p = earnProgrammes[0];
    expect(earnProgrammeSchema.safeParse({ ...p, earningPotential: "₹50,000" }).success).toBe(false);
    expect(earnProgrammeSchema.safeParse({ ...p, earningPotential: "$600 - $1,200/month" }).success).toBe(true);
  });
});

describe("the content the site's rules name", () => {
  it("gives the digital nomad journeys the six experience keys, each 15 days", () => {
    expect(digitalNomadProgrammes.map((p) => p.id)).toEqual([
      "portugal-nomad",
      "estonia-eresidency",
      "dubai-future",
      "mexico-worklife",
      "costa-rica-pura",
      "thailand-paradise",
    ]);
    expect(new Set(digitalNomadProgrammes.map((p) => p.duration))).toEqual(new Set(["15 Days"]));
  });

  it("starts slow travel with the three home-page journeys under their keys", () => {
    expect(slowTravelProgrammes.slice(0, 3).map((p) => [p.id, p.name, p.duration])).toEqual([
      ["japan-cultural", "Japan Cultural Deep Dive", "15 Days"],
      ["new-zealand-adventure", "New Zealand Adventure Immersion", "14 Days"],
      ["europe-grand-tour", "Western Europe Grand Tour", "15 Days"],
    ]);
  });

  it("links each international category to a page of the route table", () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    expect(internationalCategories.map((c) => c.title)).toEqual([
      "Digital Nomad Journeys",
      "Slow-Travel Cultural Immersion",
      "Skill & Travel Expeditions",
      "Workcation Transformation",
      "Earn While You Travel",
    ]);
    for (const c of internationalCategories) expect(paths.has(c.href), c.href).toBe(true);
  });

  it("covers every skill track", () => {
    const tracks = new Set(skillExpeditions.map((e) => e.skillCategory.split(" - ")[0]));
    expect(tracks).toEqual(new Set(["IT", "Creative", "Adventure"]));
  });

  it("has one workcation per destination keyword", () => {
    const keywords = ["Bali", "Swiss", "Costa Rica", "Greece", "Japan", "Iceland", "Morocco", "New Zealand"];
    for (const k of keywords) {
      expect(workcations.filter((w) => w.location.includes(k)).map((w) => w.id), k).toHaveLength(1);
    }
  });

  it("keeps earnings between about $600 and $3,000 a month and gives every work type a programme", () => {
    for (const p of earnProgrammes) {
      const [low, high] = (p.earningPotential.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, "")));
      expect(low, p.id).toBeGreaterThanOrEqual(600);
      expect(high, p.id).toBeLessThanOrEqual(3000);
      expect(low, p.id).toBeLessThan(high);
    }
    for (const type of ["Teaching", "Hospitality", "NGO Projects", "Freelancing", "Cultural Exchange"]) {
      expect(earnProgrammes.some((p) => p.workType.includes(type)), type).toBe(true);
    }
  });

  it("gives every earn programme more than two required skills, so '+ more' is true", () => {
    for (const p of earnProgrammes) expect(p.skillsRequired.length, p.id).toBeGreaterThan(2);
  });
});
