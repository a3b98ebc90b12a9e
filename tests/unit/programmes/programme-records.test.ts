import { describe, expect, it } from "vitest";
import { CATALOGUE_KEYS, CATALOGUES, isSlug, slugOf } from "@shared/catalogue/catalogues";
import { cardFieldNames, cardItemOf, factsOfCardItem } from "@shared/catalogue/card-items";
import { cardIssues } from "@shared/catalogue/card-issues";
import { newProgrammeSchema, programmePatchSchema } from "@shared/catalogue/programme-requests";
import { isPlainText } from "@shared/catalogue/plain-text";
import { changedFields } from "@shared/catalogue/version-diff";
import { SEED_CARDS } from "@/catalogue/data/seed-cards";

describe("a programme's slug", () => {
  it("is kebab-case: lowercase letters and digits in words joined by single hyphens, at most 80 characters", () => {
    for (const ok of ["soul-identity", "a", "tech-mastery-2027", "x".repeat(80)]) expect(isSlug(ok), ok).toBe(true);
    for (const bad of ["", "Soul-Identity", "soul--identity", "-soul", "soul-", "soul identity", "soul_identity", "sõul", "x".repeat(81), "a/b"]) expect(isSlug(bad), bad).toBe(false);
  });

  it("is made from a title by dropping accents and joining its words", () => {
    expect(slugOf("Soul & Identity Retreat")).toBe("soul-identity-retreat");
    expect(slugOf("  Café  Élan: Lisbon!  ")).toBe("cafe-elan-lisbon");
    expect(slugOf("Mind, Body & Pride")).toBe("mind-body-pride");
    expect(slugOf("!!!")).toBe("");
    expect(isSlug(slugOf(`${"word ".repeat(40)}end`))).toBe(true);
  });

  it("of every seeded programme is its card's id, unique within its catalogue", () => {
    for (const catalogue of CATALOGUE_KEYS) {
      const ids = SEED_CARDS[catalogue].map((c) => (c as { id: string }).id);
      expect(ids.every(isSlug), catalogue).toBe(true);
      expect(new Set(ids).size, catalogue).toBe(ids.length);
    }
  });
});

describe("each catalogue's card schema, on the server", () => {
  it("turns every card of the data modules into a programme and back, exactly", () => {
    let n = 0;
    for (const catalogue of CATALOGUE_KEYS) {
      for (const item of SEED_CARDS[catalogue]) {
        const facts = factsOfCardItem(catalogue, item as Record<string, unknown>);
        expect(cardItemOf(facts)).toStrictEqual(item);
        expect(cardIssues(facts)).toEqual([]);
        expect(Object.keys(facts.card).sort()).toEqual(cardFieldNames(catalogue).filter((k) => k in facts.card).sort());
        n++;
      }
    }
    expect(n).toBe(63);
  });

  it("accepts every seeded programme as a request within the bounds", () => {
    for (const catalogue of CATALOGUE_KEYS) {
      for (const item of SEED_CARDS[catalogue]) {
        const { catalogue: _c, ...facts } = factsOfCardItem(catalogue, item as Record<string, unknown>);
        const parsed = newProgrammeSchema.safeParse({ catalogue, ...facts });
        expect(parsed.success, `${catalogue} ${facts.slug}: ${parsed.success ? "" : JSON.stringify(parsed.error.issues[0])}`).toBe(true);
      }
    }
  });

  it("refuses, per catalogue, a card missing one of its own fields or holding one it doesn't have, naming the desk's field", () => {
    for (const catalogue of CATALOGUE_KEYS) {
      const facts = factsOfCardItem(catalogue, SEED_CARDS[catalogue][0] as Record<string, unknown>);
      const [first] = cardFieldNames(catalogue);
      const { [first]: _gone, ...without } = facts.card;
      expect(cardIssues({ ...facts, card: without }).map((i) => i.path), catalogue).toContain(`card.${first}`);
      expect(cardIssues({ ...facts, card: { ...facts.card, colour: "red" } }).map((i) => i.path)).toEqual(["card.colour"]);
      expect(cardIssues({ ...facts, title: " " }).map((i) => i.path), catalogue).toContain("title");
      expect(cardIssues({ ...facts, highlights: ["ok", ""] }).map((i) => i.path), catalogue).toContain("highlights.1");
      expect(cardIssues({ ...facts, image: "/art/Nope.png" }).map((i) => i.path), catalogue).toContain("image");
      expect(cardIssues({ ...facts, duration: "forever" }).map((i) => i.path), catalogue).toContain("duration");
    }
  });

  it("holds each catalogue's own rules: ratings 4.6 to 4.9, the women's category, an expedition's skill category", () => {
    const womens = factsOfCardItem("womens-retreats", SEED_CARDS["womens-retreats"][0] as Record<string, unknown>);
    expect(cardIssues({ ...womens, card: { ...womens.card, rating: 5 } })).toEqual([{ path: "card.rating", message: expect.any(String) }]);
    expect(cardIssues({ ...womens, card: { ...womens.card, category: "Men" } }).map((i) => i.path)).toEqual(["card.category"]);
    const skill = factsOfCardItem("skill-travel-expeditions", SEED_CARDS["skill-travel-expeditions"][0] as Record<string, unknown>);
    expect(cardIssues({ ...skill, card: { ...skill.card, skillCategory: "Cooking" } }).map((i) => i.path)).toEqual(["card.skillCategory"]);
    expect(cardIssues({ ...skill, card: { ...skill.card, groupSize: "6-15 people\u202e" } }).map((i) => i.path)).toEqual(["card.groupSize"]);
    expect(CATALOGUES["skill-travel-expeditions"].highlightsKey).toBe("skillsOffered");
  });
});

describe("programme text", () => {
  it("is plain: a new line and a tab pass, other control characters and direction overrides do not", () => {
    expect(isPlainText("Line one\n\tLine two <script>x</script>")).toBe(true);
    for (const c of ["\u0000", "\u0007", "\r", "\u001b", "\u007f", "\u0085", "\u202a", "\u202e", "\u2066", "\u2069", "\ud800"]) expect(isPlainText(`a${c}b`), c.charCodeAt(0).toString(16)).toBe(false);
    expect(isPlainText("Café — ₹58,000 🌿")).toBe(true);
  });

  it("has its bounds: title 80, list item 200, summary 600, paragraph 2,000, 30 items", () => {
    const ok = { version: 3 };
    const issues = (body: object) => {
      const r = programmePatchSchema.safeParse({ ...ok, ...body });
      return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    };
    expect(issues({ title: "t".repeat(80), summary: "s".repeat(600), stay: "p".repeat(2000), highlights: Array(30).fill("h".repeat(200)) })).toEqual([]);
    expect(issues({ title: "t".repeat(81) })).toEqual(["title"]);
    expect(issues({ summary: "s".repeat(601) })).toEqual(["summary"]);
    expect(issues({ stay: "p".repeat(2001) })).toEqual(["stay"]);
    expect(issues({ highlights: ["h".repeat(201)] })).toEqual(["highlights.0"]);
    expect(issues({ included: Array(31).fill("x") })).toEqual(["included"]);
    expect(issues({ faq: [{ question: "q", answer: "a".repeat(2001) }] })).toEqual(["faq.0.answer"]);
    expect(issues({ itinerary: [{ day: 0, title: "Arrive", text: "t" }] })).toEqual(["itinerary.0.day"]);
    expect(issues({ stay: "" })).toEqual([]);
    expect(programmePatchSchema.parse({ ...ok, stay: "" }).stay).toBeNull();
  });
});

describe("the difference between two versions", () => {
  const base = { slug: "a", title: "A", summary: "S", highlights: ["x", "y"], duration: "5 Days", image: "/art/a.svg", card: { rating: 4.8, groupSize: "8-15" }, position: 1, status: "draft", itinerary: [], included: [], notIncluded: [], stay: null, faq: [] };

  it("names the fields that changed, in the form's order", () => {
    expect(changedFields(base, { ...base })).toEqual([]);
    expect(changedFields(base, { ...base, summary: "T", title: "B" })).toEqual(["title", "summary"]);
    expect(changedFields(base, { ...base, highlights: ["y", "x"] })).toEqual(["highlights"]);
    expect(changedFields(base, { ...base, card: { groupSize: "8-15", rating: 4.8 } })).toEqual([]);
    expect(changedFields(base, { ...base, card: { rating: 4.7, groupSize: "8-15" } })).toEqual(["card"]);
    expect(changedFields(base, { ...base, stay: "A villa", status: "published" })).toEqual(["status", "stay"]);
    expect(changedFields(base, { ...base, itinerary: [{ day: 1, title: "Arrive", text: "Settle in" }] })).toEqual(["itinerary"]);
  });
});
