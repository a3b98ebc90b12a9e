import { EXPERIENCE_GROUPS, EXPERIENCE_ROUTES, routeForExperience } from "@/lib/experience-routes";

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

describe("experience routes", () => {
  it.each(SPEC_PAIRS)("maps %s to %s", (key, route) => {
    expect(routeForExperience(key)).toBe(route);
  });

  it("offers exactly the experience keys in the select, each once", () => {
    const offered = EXPERIENCE_GROUPS.flatMap((g) => g.options.map((o) => o.key));
    expect(new Set(offered).size).toBe(offered.length);
    expect([...offered].sort()).toEqual(SPEC_PAIRS.map(([key]) => key).sort());
    expect(Object.keys(EXPERIENCE_ROUTES)).toHaveLength(SPEC_PAIRS.length);
  });

  it("gives every option a human label, not its key", () => {
    for (const o of EXPERIENCE_GROUPS.flatMap((g) => g.options)) {
      expect(o.label).not.toBe(o.key);
      expect(o.label).toMatch(/^[A-Z]/);
    }
    expect(EXPERIENCE_GROUPS[0].options[0].label).toBe("Work-Life Harmony Retreat");
  });

  it.each(["", "atlantis-retreat", "toString", "__proto__", "WORK-LIFE-HARMONY"])(
    "sends the unmapped key %j to /retreats",
    (key) => {
      expect(routeForExperience(key)).toBe("/retreats");
    },
  );
});
