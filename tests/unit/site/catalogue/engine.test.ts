import {
  includesText,
  isFiltered,
  MAX_QUERY_LENGTH,
  normalizeCatalogueSearch,
  matchesSearch,
  parseCatalogueState,
  serializeCatalogueState,
} from "@/catalogue/engine";
import type { CatalogueConfig } from "@/catalogue/types";
import { applyCatalogue } from "../../../support/catalogue";
import { tripFilters, trips, type Trip } from "./fake-catalogue";

const config: CatalogueConfig<Trip> = {
  id: "test",
  items: trips,
  searchFields: (t) => [t.title, t.features],
  searchLabel: "Search trips",
  searchPlaceholder: "Search...",
  filters: tripFilters,
  countLine: (shown, total) => `Showing ${shown} of ${total} trips`,
  empty: { title: "No trips found" },
  toCard: (t) => ({ key: t.title, title: t.title, image: "/art/sunrise-hills.svg", imageAlt: "", description: "" }),
};

const titles = (items: Trip[]) => items.map((t) => t.title);

describe("includesText", () => {
  it("matches regardless of case on either side", () => {
    expect(includesText("Mountain Yoga", "yOGA")).toBe(true);
    expect(includesText("mountain yoga", "MOUNTAIN")).toBe(true);
  });

  it("rejects text that is not there", () => {
    expect(includesText("Mountain Yoga", "beach")).toBe(false);
  });

  it("treats an empty needle as a match and a missing haystack as empty", () => {
    expect(includesText(undefined, "")).toBe(true);
    expect(includesText(null, "a")).toBe(false);
    expect(includesText(undefined, "a")).toBe(false);
  });
});

describe("matchesSearch", () => {
  it("looks inside list fields item by item", () => {
    expect(matchesSearch(["Desert Stars", ["Camel trek", "Stargazing"]], "stargaz")).toBe(true);
    expect(matchesSearch(["Desert Stars", ["Camel trek"]], "houseboat")).toBe(false);
  });

  it("ignores surrounding spaces and matches everything on blank text", () => {
    expect(matchesSearch(["Desert Stars"], "  desert ")).toBe(true);
    expect(matchesSearch(["Desert Stars"], "   ")).toBe(true);
  });

  it("skips undefined fields", () => {
    expect(matchesSearch([undefined, "Calm"], "calm")).toBe(true);
  });
});

describe("filterCatalogue with the search index", () => {
  it("combines the search text with every chosen filter", () => {
    expect(titles(applyCatalogue(config, { q: "", duration: "", category: "Women" }))).toEqual([
      "Mountain Yoga",
      "Desert Stars",
    ]);
    expect(titles(applyCatalogue(config, { q: "star", duration: "", category: "Women" }))).toEqual(["Desert Stars"]);
    expect(titles(applyCatalogue(config, { q: "star", duration: "5", category: "Women" }))).toEqual([]);
  });

  it("searches list fields case-insensitively", () => {
    expect(titles(applyCatalogue(config, { q: "HOUSEBOAT" }))).toEqual(["Backwater Calm"]);
  });

  it("returns everything when nothing is chosen", () => {
    expect(applyCatalogue(config, {})).toHaveLength(3);
  });
});

describe("parseCatalogueState", () => {
  it("reads the search text and known filter values, with or without the leading ?", () => {
    const expected = { q: "yoga", duration: "7", category: "Family" };
    expect(parseCatalogueState(config, "?q=yoga&duration=7&category=Family")).toEqual(expected);
    expect(parseCatalogueState(config, "q=yoga&duration=7&category=Family")).toEqual(expected);
  });

  it("drops filter values that are not among the options", () => {
    expect(parseCatalogueState(config, "?duration=99&category=women")).toEqual({
      q: "",
      duration: "",
      category: "",
    });
  });

  it("ignores parameters the catalogue does not know", () => {
    const state = parseCatalogueState(config, "?utm_source=mail&duration=5");
    expect(state).toEqual({ q: "", duration: "5", category: "" });
    expect(state).not.toHaveProperty("utm_source");
  });

  it("decodes an encoded search text", () => {
    expect(parseCatalogueState(config, "?q=sunrise+yoga%20%26%20tea").q).toBe("sunrise yoga & tea");
  });
});

describe("serializeCatalogueState", () => {
  it("writes nothing at all when nothing is chosen", () => {
    expect(serializeCatalogueState(config, { q: "", duration: "", category: "" })).toBe("");
    expect(serializeCatalogueState(config, { q: "   " })).toBe("");
  });

  it("leaves out empty values and keys the catalogue does not know", () => {
    const s = serializeCatalogueState(config, { q: "", duration: "7", category: "", stray: "x" });
    expect(s).toBe("?duration=7");
  });

  it("round-trips through parse", () => {
    const state = { q: "sunrise & tea", duration: "10", category: "Women" };
    const s = serializeCatalogueState(config, state);
    expect(s.startsWith("?")).toBe(true);
    expect(parseCatalogueState(config, s)).toEqual(state);
  });

  it("round-trips a parsed URL back to the same URL", () => {
    const url = "?q=camel&category=Women";
    expect(serializeCatalogueState(config, parseCatalogueState(config, url))).toBe(url);
  });
});

describe("isFiltered", () => {
  it("is true only when some value is chosen", () => {
    expect(isFiltered({ q: "", duration: "" })).toBe(false);
    expect(isFiltered({ q: "", duration: "7" })).toBe(true);
    expect(isFiltered({ q: "a" })).toBe(true);
  });
});

describe("bounds on what a URL can ask", () => {
  it("cuts the search text to MAX_QUERY_LENGTH and keeps only known keys and valid values", () => {
    const long = "y".repeat(MAX_QUERY_LENGTH + 50);
    expect(parseCatalogueState(config, `?q=${long}`).q).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeCatalogueSearch(config, `?utm=1&duration=7&duration=5&category=nope&q=tea`)).toBe("?q=tea&duration=7");
    expect(normalizeCatalogueSearch(config, "?utm=1&q=")).toBe("");
  });

  it("reads a form's fields the same way as a URL", () => {
    const params = new URLSearchParams([["q", "yoga"], ["duration", ""], ["category", "Family"]]);
    expect(parseCatalogueState(config, params)).toEqual({ q: "yoga", duration: "", category: "Family" });
  });
});
