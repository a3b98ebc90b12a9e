import { CATALOGUE_BY_SCREEN, RETREAT_PROGRAMME_TEXTS, INTERNATIONAL_PROGRAMME_TEXTS, retreatsConfig, internationalTripsConfig, workcationsConfig, womensRetreatsConfig, digitalNomadConfig } from "../../../support/seeded-catalogues";
import { applyCatalogue } from "../../../support/catalogue";
import { cardTexts } from "@/catalogue/search/card-texts";
import { foldText } from "@/catalogue/search/fold-text";
import { buildSearchIndex } from "@/catalogue/search/search-index";
import type { CatalogueConfig } from "@/catalogue/types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- configs of different record types
const catalogues = Object.entries(CATALOGUE_BY_SCREEN) as [string, CatalogueConfig<any>][];
const titlesOf = <T>(config: CatalogueConfig<T>, items: T[]) => items.map((i) => config.toCard(i).title);

describe("foldText", () => {
  it("drops case, accents, hyphens, spaces and punctuation", () => {
    expect(foldText("Wi-Fi")).toBe("wifi");
    expect(foldText("São Paulo")).toBe("saopaulo");
    expect(foldText("Co-working  Café, Zürich")).toBe("coworkingcafezurich");
    expect(foldText("Domestic & International")).toBe("domesticinternational");
  });

  it("reads ß as ss", () => {
    expect(foldText("Grüße aus der Straße")).toBe("grusseausderstrasse");
    expect(foldText("GRÜẞE")).toBe("grusse");
  });

  it("keeps letters of other scripts and digits", () => {
    expect(foldText("東京 10-15 Days")).toBe("東京1015days");
  });
});

describe("the search index", () => {
  const sample: CatalogueConfig<{ name: string; place: string; hidden: string }> = {
    id: "sample",
    items: [
      { name: "Fast Wi-Fi Week", place: "São Paulo", hidden: "Rooftop yoga" },
      { name: "Quiet Reading Week", place: "Kyoto", hidden: "Tea & silence" },
    ],
    searchFields: (i) => [i.name, i.hidden],
    searchLabel: "Search",
    searchPlaceholder: "",
    filters: [],
    countLine: null,
    empty: { title: "None" },
    toCard: (i) => ({ key: i.name, title: i.name, image: "/art/a.svg", imageAlt: "", description: "", eyebrow: i.place }),
  };
  const index = buildSearchIndex(sample);
  const [wifi, kyoto] = sample.items;

  it("finds hyphenated and accented words however they are typed", () => {
    expect(index.matches(wifi, "wifi")).toBe(true);
    expect(index.matches(wifi, "WI FI")).toBe(true);
    expect(index.matches(wifi, "sao paulo")).toBe(true);
    expect(index.matches(wifi, "SÃO")).toBe(true);
    expect(index.matches(kyoto, "wifi")).toBe(false);
  });

  it("finds a word in its British or its American spelling, and part-typed words as before", () => {
    const items = [{ name: "Fibre internet, journalling and a colour walk" }, { name: "Reflection and journaling at the theater" }];
    const spelt: CatalogueConfig<{ name: string }> = {
      id: "spelt",
      searchLabel: "Search",
      searchPlaceholder: "",
      filters: [],
      countLine: null,
      empty: { title: "None" },
      items,
      searchFields: (i: { name: string }) => [i.name],
      toCard: (i: { name: string }) => ({ key: i.name, title: i.name, image: "/art/a.svg", imageAlt: "", description: "" }),
    };
    const words = buildSearchIndex(spelt);
    const [british, american] = spelt.items;
    for (const q of ["fiber", "FIBER internet", "journaling", "journalling", "color walk", "fibre"]) expect(words.matches(british, q), q).toBe(true);
    for (const q of ["journalling", "journaling", "journali", "theatre", "theater"]) expect(words.matches(american, q), q).toBe(true);
    expect(words.matches(american, "fiber")).toBe(false);
  });

  it("searches the card's texts as well as the search fields", () => {
    // "place" is only on the card (its eyebrow); "hidden" only in the search fields.
    expect(index.matches(kyoto, "kyoto")).toBe(true);
    expect(index.matches(wifi, "rooftop")).toBe(true);
  });

  it("never matches across two separate texts", () => {
    expect(index.matches(wifi, "week sao")).toBe(false);
  });

  it("matches everything on blank text, and punctuation alone as typed", () => {
    expect(index.matches(kyoto, "   ")).toBe(true);
    expect(index.matches(kyoto, "&")).toBe(true);
    expect(index.matches(wifi, "&")).toBe(false);
  });
});

describe("every text a card shows finds its programme", () => {
  it.each(catalogues)("%s", (_screen, config) => {
    const missed: string[] = [];
    for (const item of config.items) {
      const card = config.toCard(item);
      for (const text of cardTexts(card)) {
        const found = applyCatalogue(config, { q: text.slice(0, 100) }).map((i) => config.toCard(i).key);
        if (!found.includes(card.key)) missed.push(`${card.key}: ${text}`);
      }
    }
    expect(missed).toEqual([]);
  });
});

describe("what visitors typed and missed", () => {
  it('"fiber" and "journaling" find the cards that print fibre and journalling, and the reverse', () => {
    const fibre = applyCatalogue(workcationsConfig, { q: "fiber" });
    expect(fibre.length).toBeGreaterThan(0);
    expect(fibre.length).toBe(applyCatalogue(workcationsConfig, { q: "fibre" }).length);
    expect(applyCatalogue(womensRetreatsConfig, { q: "journaling" }).length).toBeGreaterThan(0);
    expect(applyCatalogue(womensRetreatsConfig, { q: "journaling" }).length).toBe(applyCatalogue(womensRetreatsConfig, { q: "journalling" }).length);
    expect(applyCatalogue(workcationsConfig, { q: "journalling" }).length).toBe(applyCatalogue(workcationsConfig, { q: "journaling" }).length);
  });

  it('"wifi" finds the workcations whose cards say Wi-Fi', () => {
    const withWifi = workcationsConfig.items.filter((w) =>
      cardTexts(workcationsConfig.toCard(w)).some((t) => t.includes("Wi-Fi")),
    );
    expect(withWifi.length).toBeGreaterThan(0);
    expect(applyCatalogue(workcationsConfig, { q: "wifi" })).toEqual(expect.arrayContaining(withWifi));
  });

  it("the location line finds every programme that shows it", () => {
    expect(applyCatalogue(womensRetreatsConfig, { q: "Domestic & International" })).toHaveLength(
      womensRetreatsConfig.items.length,
    );
  });

  it("a co-working space on a nomad card finds its journey", () => {
    expect(titlesOf(digitalNomadConfig, applyCatalogue(digitalNomadConfig, { q: "second home lisboa" }))).toEqual([
      "Portugal Nomad Life: Lisbon & Ericeira",
    ]);
  });

  it('"yoga" on /retreats finds the families whose programmes are about yoga, once their texts are in', () => {
    const families = applyCatalogue(retreatsConfig, { q: "yoga" }, RETREAT_PROGRAMME_TEXTS).map((c) => c.category);
    expect(families).toContain("womens");
    for (const family of families) {
      expect(RETREAT_PROGRAMME_TEXTS[family].some((t) => foldText(t).includes("yoga"))).toBe(true);
    }
  });

  it('"Lisbon" on /international-trips finds Digital Nomad Journeys by its programmes', () => {
    const found = applyCatalogue(internationalTripsConfig, { q: "Lisbon" }, INTERNATIONAL_PROGRAMME_TEXTS).map(
      (c) => c.id,
    );
    expect(found).toContain("digital-nomad-journeys");
    expect(found).toContain("earn-while-travel");
  });

  it("every retreat family and international family has its programmes' texts", () => {
    for (const c of retreatsConfig.items) expect(RETREAT_PROGRAMME_TEXTS[c.category].length).toBeGreaterThan(0);
    for (const c of internationalTripsConfig.items) expect(INTERNATIONAL_PROGRAMME_TEXTS[c.id]?.length).toBeGreaterThan(0);
  });
});
