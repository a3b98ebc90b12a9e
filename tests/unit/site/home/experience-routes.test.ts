import { routeForExperience } from "@/lib/experience-routes";
import { experienceGroupsOf } from "@shared/home-search";
import { SEEDED_CARDS } from "../../../support/seeded-catalogues";

// docs/site.md §3, written out by hand so a slip in the module cannot hide in a derived table.
const SPEC_TABLE: Record<string, string[]> = {
  "/womens-retreats": ["work-life-harmony", "soul-identity", "transform-rise", "purpose-path", "just-me-time", "women-empowerment", "she-leads"],
  "/queer-womens-retreats": ["true-self-unlocked", "creative-bloom", "pride-transformation", "mind-body-pride", "queer-unity", "pride-leadership", "queer-wellness"],
  "/career-upskilling-retreats": ["tech-mastery", "digital-future", "career-pivot"],
  "/family-reconnection-retreats": ["roots-wings", "circle-trust", "generations-harmony"],
  "/digital-nomad-journeys": ["portugal-nomad", "estonia-eresidency", "dubai-future", "mexico-worklife", "costa-rica-pura", "thailand-paradise"],
  "/slow-travel-cultural-immersion": ["japan-cultural", "new-zealand-adventure", "europe-grand-tour", "slow-travel"],
  "/skill-travel-expeditions": ["skill-travel"],
  "/workcation-transformation": ["workcation"],
  "/earn-while-travel": ["earn-while-travel"],
};
const SPEC_PAIRS = Object.entries(SPEC_TABLE).flatMap(([route, keys]) => keys.map((key) => [key, route] as const));
const SEEDED = experienceGroupsOf(SEEDED_CARDS);

describe("experience routes drawn from the seeded programmes", () => {
  it.each(SPEC_PAIRS)("maps %s to %s", (key, route) => {
    expect(routeForExperience(SEEDED, key)).toBe(route);
  });

  it("offers every programme once under its catalogue, in card order, then the whole-catalogue choices", () => {
    const offered = SEEDED.flatMap((g) => g.options.map((o) => o.key));
    expect(new Set(offered).size).toBe(offered.length);
    // The 63 programmes and the four whole-catalogue keys.
    expect(offered).toHaveLength(67);
    for (const [key] of SPEC_PAIRS) expect(offered).toContain(key);
    expect(SEEDED.map((g) => g.route)).toEqual([
      "/womens-retreats", "/queer-womens-retreats", "/queer-inclusive-retreats", "/career-upskilling-retreats", "/family-reconnection-retreats",
      "/digital-nomad-journeys", "/slow-travel-cultural-immersion", "/skill-travel-expeditions", "/workcation-transformation", "/earn-while-travel",
    ]);
    expect(SEEDED[6].options.at(-1)).toEqual({ key: "slow-travel", label: "All Slow-Travel Journeys" });
    expect(SEEDED[2].options[0]).toEqual({ key: "sapphic-hills-sanctuary", label: "Sapphic Sanctuary in the Hills" });
  });

  it("gives every option a human label, not its key", () => {
    for (const o of SEEDED.flatMap((g) => g.options)) {
      expect(o.label).not.toBe(o.key);
      expect(o.label).toMatch(/^[A-Z]/);
    }
    expect(SEEDED[0].options[0].label).toBe("Work-Life Harmony Retreat");
  });

  it("offers a published programme under its new title, and leaves out a catalogue with nothing to offer", () => {
    const cards = { ...SEEDED_CARDS, "womens-retreats": [{ ...(SEEDED_CARDS["womens-retreats"][0] as object), title: "Work-Life Balance Retreat" }], "career-upskilling-retreats": [] };
    const groups = experienceGroupsOf(cards);
    expect(groups[0]).toEqual({ label: "We Women Retreats", route: "/womens-retreats", options: [{ key: "work-life-harmony", label: "Work-Life Balance Retreat" }] });
    expect(groups.map((g) => g.label)).not.toContain("Career Upskilling Retreats");
    expect(routeForExperience(groups, "tech-mastery")).toBe("/retreats");
  });

  it.each(["", "atlantis-retreat", "toString", "__proto__", "WORK-LIFE-HARMONY"])(
    "sends the unmapped key %j to /retreats",
    (key) => {
      expect(routeForExperience(SEEDED, key)).toBe("/retreats");
    },
  );
});
