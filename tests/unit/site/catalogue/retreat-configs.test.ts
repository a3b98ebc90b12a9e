import { retreatsConfig, womensRetreatsConfig, queerWomensRetreatsConfig, queerInclusiveRetreatsConfig, careerRetreatsConfig, familyRetreatsConfig } from "../../../support/seeded-catalogues";
import { TRIP_CATEGORIES } from "@shared/enquiry-options";
import { findRoute } from "@shared/routes";
import { parseCatalogueState } from "@/catalogue/engine";
import { applyCatalogue } from "../../../support/catalogue";
import type { CardModel, CatalogueConfig, CatalogueState } from "@/catalogue/types";
import { parseDayRange, rangesOverlap, sliceList } from "@/catalogue/configs/retreats";
import { RETREAT_TRIP_CATEGORY } from "@/catalogue/configs/retreat-families";

/** The ids shown for a view state; the state lists only what the test sets. */
function ids<T extends { id: string }>(config: CatalogueConfig<T>, state: CatalogueState): string[] {
  return applyCatalogue(config, state).map((i) => i.id);
}

describe("parseDayRange and rangesOverlap", () => {
  it("reads ranges, single days and open ranges", () => {
    expect(parseDayRange("5-10 days")).toEqual({ min: 5, max: 10 });
    expect(parseDayRange("10-12 Days")).toEqual({ min: 10, max: 12 });
    expect(parseDayRange("7 Days")).toEqual({ min: 7, max: 7 });
    expect(parseDayRange("8-9")).toEqual({ min: 8, max: 9 });
    expect(parseDayRange("10+")).toEqual({ min: 10, max: Number.POSITIVE_INFINITY });
    expect(parseDayRange("12-10 days")).toEqual({ min: 10, max: 12 });
    expect(parseDayRange("a few days")).toBeNull();
  });

  it("counts a shared end day as an overlap", () => {
    expect(rangesOverlap({ min: 5, max: 7 }, { min: 7, max: 10 })).toBe(true);
    expect(rangesOverlap({ min: 10, max: 12 }, { min: 5, max: 7 })).toBe(false);
    expect(rangesOverlap({ min: 5, max: 7 }, { min: 10, max: Infinity })).toBe(false);
    expect(rangesOverlap({ min: 10, max: 12 }, { min: 10, max: Infinity })).toBe(true);
  });
});

describe("/retreats listing", () => {
  const all = ["womens-retreats", "sapphic-retreats", "queer-inclusive-retreats", "career-upskilling-retreats", "family-reconnection-retreats"];

  it("shows all five families with no filter", () => {
    expect(ids(retreatsConfig, {})).toEqual(all);
  });

  it("searches title, description and option names, ignoring case", () => {
    expect(ids(retreatsConfig, { q: "we women" })).toEqual(["womens-retreats"]);
    // "Sapphic Sanctuary in the Hills" is an option of the inclusive family.
    expect(ids(retreatsConfig, { q: "sapphic" })).toEqual(["sapphic-retreats", "queer-inclusive-retreats"]);
    expect(ids(retreatsConfig, { q: "SCREENS DOWN" })).toEqual(["family-reconnection-retreats"]);
    expect(ids(retreatsConfig, { q: "she leads" })).toEqual(["womens-retreats"]);
    expect(ids(retreatsConfig, { q: "chosen family circle" })).toEqual(["queer-inclusive-retreats"]);
    expect(ids(retreatsConfig, { q: "tech mastery" })).toEqual(["career-upskilling-retreats"]);
  });

  it("filters by overlapping day range", () => {
    expect(ids(retreatsConfig, { duration: "5-7" })).toEqual(all.filter((id) => id !== "career-upskilling-retreats"));
    expect(ids(retreatsConfig, { duration: "7-10" })).toEqual(all);
    expect(ids(retreatsConfig, { duration: "10+" })).toEqual(all.filter((id) => id !== "family-reconnection-retreats"));
  });

  it("filters by family, and combines filters with search", () => {
    expect(ids(retreatsConfig, { category: "womens" })).toEqual(["womens-retreats"]);
    expect(ids(retreatsConfig, { category: "sapphic" })).toEqual(["sapphic-retreats"]);
    expect(ids(retreatsConfig, { category: "queer" })).toEqual(["queer-inclusive-retreats"]);
    expect(ids(retreatsConfig, { category: "career" })).toEqual(["career-upskilling-retreats"]);
    expect(ids(retreatsConfig, { category: "family" })).toEqual(["family-reconnection-retreats"]);
    expect(ids(retreatsConfig, { category: "career", duration: "5-7" })).toEqual([]);
    expect(ids(retreatsConfig, { category: "womens", q: "backwaters" })).toEqual(["womens-retreats"]);
  });

  it("offers the page's filter choices and empty-state text", () => {
    const [duration, category] = retreatsConfig.filters;
    expect(duration.options.map((o) => o.value)).toEqual(["5-7", "7-10", "10+"]);
    expect(category.options.map((o) => o.label)).toEqual(["Women's", "Sapphic", "Queer", "Career", "Family"]);
    expect(ids(retreatsConfig, { q: "scuba diving in Antarctica" })).toEqual([]);
    expect(retreatsConfig.empty).toEqual({ title: "No retreats found", hint: "Try adjusting your search criteria" });
    expect(retreatsConfig.countLine).toBeNull();
  });

  it("keeps a filter from the URL only when it is one of the choices", () => {
    expect(parseCatalogueState(retreatsConfig, "?duration=10%2B&category=family")).toEqual({
      q: "",
      duration: "10+",
      category: "family",
    });
    expect(parseCatalogueState(retreatsConfig, "?duration=3-4").duration).toBe("");
  });

  it("cards show 3 option names then '+N more options', and link to a real page", () => {
    const cards = retreatsConfig.items.map(retreatsConfig.toCard);
    const women = cards[0];
    expect(women.lists?.[0].items).toEqual(["Work-Life Harmony Retreat", "Soul & Identity Retreat", "Transform & Rise"]);
    expect(women.lists?.[0].more).toBe("+4 more options");
    expect(cards[2].lists?.[0].more).toBe("+1 more option");
    expect(cards[3].lists?.[0].items).toHaveLength(3);
    expect(cards[3].lists?.[0].more).toBeUndefined();
    for (const card of cards) {
      expect(card.links).toEqual([{ href: expect.any(String), label: "Explore" }]);
      expect(findRoute(card.links![0].href)).toBeDefined();
      expect(card.booking).toBeUndefined();
    }
    expect(cards.map((c) => !!c.rainbow)).toEqual([false, true, true, false, false]);
  });
});

describe("sliceList", () => {
  it("adds a '+N more' line only when items are hidden", () => {
    expect(sliceList("x", ["a", "b"], 3, "option")).toEqual({ title: "x", items: ["a", "b"], more: undefined });
    expect(sliceList("x", ["a", "b", "c", "d", "e"], 3, "option").more).toBe("+2 more options");
    expect(sliceList("x", ["a", "b", "c", "d"], 3).more).toBe("+1 more");
  });
});

describe("the trip categories booked from retreat cards", () => {
  it("are all enquiry-form trip categories", () => {
    for (const category of Object.values(RETREAT_TRIP_CATEGORY)) expect(TRIP_CATEGORIES).toContain(category);
  });
});

/** A page's config seen through closures, so one table can hold configs of different records. */
interface PageView {
  ids: (state: CatalogueState) => string[];
  cards: () => { id: string; card: CardModel }[];
  filter: (key: string) => { value: string; label: string }[];
  empty: { title: string; hint?: string };
  countLine: CatalogueConfig<unknown>["countLine"];
  total: number;
}

function view<T extends { id: string }>(config: CatalogueConfig<T>): PageView {
  return {
    ids: (state) => ids(config, state),
    cards: () => config.items.map((item) => ({ id: item.id, card: config.toCard(item) })),
    filter: (key) => [...(config.filters.find((f) => f.key === key)?.options ?? [])],
    empty: config.empty,
    countLine: config.countLine,
    total: config.items.length,
  };
}

interface PageCase {
  name: string;
  config: PageView;
  durations: [string, string[]][];
  /** A query per searched field, with the ids it must find. */
  searches: [field: string, query: string, expected: string[]][];
  tripCategory: string;
  rainbow: boolean;
}

const pages: PageCase[] = [
  {
    name: "We Women Retreat",
    config: view(womensRetreatsConfig),
    durations: [
      ["5", ["work-life-harmony", "just-me-time"]],
      ["7", ["soul-identity", "women-empowerment"]],
      ["8", ["transform-rise", "she-leads"]],
    ],
    searches: [
      ["title", "PURPOSE PATH", ["purpose-path"]],
      ["description", "planter's bungalow", ["work-life-harmony"]],
      ["features", "shirodhara", ["just-me-time"]],
    ],
    tripCategory: "Women's Signature Retreats",
    rainbow: false,
  },
  {
    name: "Sapphic Retreats",
    config: view(queerWomensRetreatsConfig),
    durations: [
      ["6", ["creative-bloom", "mind-body-pride"]],
      ["7", ["true-self-unlocked", "queer-wellness"]],
      ["8", ["pride-transformation", "pride-leadership"]],
    ],
    searches: [
      ["title", "creative bloom", ["creative-bloom"]],
      ["description", "koh lanta", ["queer-unity"]],
      ["features", "zine-making", ["creative-bloom"]],
      ["themes", "body neutrality", ["mind-body-pride"]],
      ["targetAudience", "community organisers", ["pride-leadership"]],
    ],
    tripCategory: "Queer Women's Retreats",
    rainbow: true,
  },
  {
    name: "Queer & Inclusive Retreats",
    config: view(queerInclusiveRetreatsConfig),
    durations: [
      ["7", ["sapphic-hills-sanctuary", "chosen-family-circle"]],
      ["8-9", ["rainbow-roots-collective"]],
      ["10", ["queer-womens-island-reset"]],
    ],
    searches: [
      ["name", "island reset", ["queer-womens-island-reset"]],
      ["description", "stone cottage", ["sapphic-hills-sanctuary"]],
      ["highlights", "kurichiya", ["rainbow-roots-collective"]],
      ["targetAudience", "chosen family", ["chosen-family-circle"]],
      ["location", "uttarakhand", ["chosen-family-circle"]],
    ],
    tripCategory: "Queer & Inclusive Retreats",
    rainbow: true,
  },
  {
    name: "Career Upskilling Retreats",
    config: view(careerRetreatsConfig),
    durations: [
      ["10", ["digital-future"]],
      ["11", ["career-pivot"]],
      ["12", ["tech-mastery"]],
    ],
    searches: [
      ["name", "tech mastery", ["tech-mastery"]],
      ["description", "change of career", ["career-pivot"]],
      ["highlights", "SQL", ["digital-future"]],
      ["targetAudience", "returning to work", ["career-pivot"]],
      ["location", "karnataka", ["tech-mastery", "digital-future"]],
    ],
    tripCategory: "Career Upskilling Retreats",
    rainbow: false,
  },
  {
    name: "Family Reconnection Retreats",
    config: view(familyRetreatsConfig),
    durations: [
      ["5", ["circle-trust"]],
      ["6", ["roots-wings"]],
      ["7", ["generations-harmony"]],
    ],
    searches: [
      ["name", "roots & wings", ["roots-wings"]],
      ["description", "tantrums", ["circle-trust"]],
      ["highlights", "kathakali", ["generations-harmony"]],
      ["targetAudience", "aged 13 to 19", ["roots-wings"]],
      ["location", "alleppey", ["generations-harmony"]],
    ],
    tripCategory: "Family Reconnection Retreats",
    rainbow: false,
  },
];

describe.each(pages)("$name page", ({ config, durations, searches, tripCategory, rainbow }) => {
  it.each(searches)("search finds %s text (%s)", (_field, query, expected) => {
    expect(config.ids({ q: query })).toEqual(expected);
  });

  it("offers exactly its duration options, labelled in days", () => {
    const options = config.filter("duration");
    expect(options.map((o) => o.value)).toEqual(durations.map(([v]) => v));
    expect(options.map((o) => o.label)).toEqual(durations.map(([v]) => `${v} Days`));
  });

  it.each(durations)("duration %s matches by substring of the duration text", (value, expected) => {
    expect(config.ids({ duration: value })).toEqual(expected);
  });

  it("shows the empty state when nothing matches, and counts what it shows", () => {
    expect(config.ids({ q: "scuba diving in Antarctica" })).toEqual([]);
    expect(config.ids({ q: "yoga", duration: "99" })).toEqual([]);
    expect(config.empty).toEqual({ title: "No retreats found", hint: "Try adjusting your search criteria" });
    expect(config.countLine?.(2, config.total)).toBe(`Showing 2 of ${config.total} retreats`);
  });

  it("cards show at most 4 items per list and book the page's trip category", () => {
    for (const { id, card } of config.cards()) {
      expect(card.key).toBe(id);
      for (const list of card.lists ?? []) expect(list.items.length).toBeLessThanOrEqual(4);
      expect(card.booking).toEqual({ tripType: "retreat", category: tripCategory });
      expect(!!card.rainbow).toBe(rainbow);
      expect(card.rating).toBeGreaterThanOrEqual(4.6);
      expect(card.groupSize).toBeTruthy();
    }
  });
});

describe("the card slicing on category pages", () => {
  it("women's cards keep the first 4 of 6 features", () => {
    const card = womensRetreatsConfig.toCard(womensRetreatsConfig.items[0]);
    expect(womensRetreatsConfig.items[0].features).toHaveLength(6);
    expect(card.lists?.[0].items).toEqual(womensRetreatsConfig.items[0].features.slice(0, 4));
  });

  it("programme cards keep the first 4 highlights and show the category as a badge", () => {
    const item = queerInclusiveRetreatsConfig.items[0];
    const card = queerInclusiveRetreatsConfig.toCard(item);
    expect(item.highlights.length).toBeGreaterThan(4);
    expect(card.lists?.[0]).toEqual({ title: "Highlights", items: item.highlights.slice(0, 4) });
    expect(card.badges).toEqual(["Queer Women's Retreats"]);
  });
});

describe("the inclusive page's category filter", () => {
  it("offers the two inclusive categories and filters by them", () => {
    const filter = queerInclusiveRetreatsConfig.filters.find((f) => f.key === "category")!;
    expect(filter.options.map((o) => o.value)).toEqual(["Queer Women's Retreats", "Queer Mixed Transformation"]);
    expect(ids(queerInclusiveRetreatsConfig, { category: "Queer Women's Retreats" })).toEqual([
      "sapphic-hills-sanctuary",
      "queer-womens-island-reset",
    ]);
    expect(ids(queerInclusiveRetreatsConfig, { category: "Queer Mixed Transformation" })).toEqual([
      "rainbow-roots-collective",
      "chosen-family-circle",
    ]);
    expect(ids(queerInclusiveRetreatsConfig, { category: "Queer Mixed Transformation", duration: "10" })).toEqual([]);
  });
});
