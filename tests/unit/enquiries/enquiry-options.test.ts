import {
  COUNTRIES,
  EDUCATION_OPTIONS,
  GROUP_SIZE_OPTIONS,
  STATES_BY_COUNTRY,
  TRAVEL_EXPERIENCE_OPTIONS,
  TRIP_CATEGORIES,
  statesFor,
} from "@shared/enquiry-options";

const hasNoDuplicates = (list: readonly string[]) => new Set(list).size === list.length;

describe("enquiry options", () => {
  it("offers the enquiry form's ten trip categories in order", () => {
    expect(TRIP_CATEGORIES).toHaveLength(10);
    expect(TRIP_CATEGORIES[0]).toBe("Women's Signature Retreats");
    expect(TRIP_CATEGORIES[9]).toBe("Earn While You Travel");
    expect(hasNoDuplicates(TRIP_CATEGORIES)).toBe(true);
  });

  it("lists 21 countries starting with India and ending with Other", () => {
    expect(COUNTRIES).toHaveLength(21);
    expect(COUNTRIES[0]).toBe("India");
    expect(COUNTRIES.at(-1)).toBe("Other");
    expect(hasNoDuplicates(COUNTRIES)).toBe(true);
  });

  it.each([
    ["USA", 50],
    ["Canada", 13],
    ["Australia", 8],
    ["India", 28],
    ["Germany", 16],
  ])("has %s with %i distinct states", (country, count) => {
    const states = statesFor(country);
    expect(states).toHaveLength(count);
    expect(hasNoDuplicates(states)).toBe(true);
  });

  it("has state lists only for the five countries, each of them a listed country", () => {
    expect(Object.keys(STATES_BY_COUNTRY).sort()).toEqual(["Australia", "Canada", "Germany", "India", "USA"]);
    for (const country of Object.keys(STATES_BY_COUNTRY)) {
      expect(COUNTRIES).toContain(country);
    }
  });

  it("gives an empty list for countries without states and for odd input", () => {
    expect(statesFor("France")).toEqual([]);
    expect(statesFor("")).toEqual([]);
    expect(statesFor(undefined)).toEqual([]);
    expect(statesFor("toString")).toEqual([]);
  });

  it("stores the education and travel-experience values as listed", () => {
    expect(EDUCATION_OPTIONS.map((o) => o.value)).toEqual([
      "high-school", "some-college", "associate", "bachelor", "master", "phd", "professional", "trade", "other",
    ]);
    expect(TRAVEL_EXPERIENCE_OPTIONS.map((o) => o.value)).toEqual([
      "first-time", "some-experience", "experienced", "very-experienced",
    ]);
    for (const o of [...EDUCATION_OPTIONS, ...TRAVEL_EXPERIENCE_OPTIONS]) expect(o.label).not.toBe(o.value);
  });

  it("offers group sizes 1 to 6 with the last labelled 6+ People", () => {
    expect(GROUP_SIZE_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(GROUP_SIZE_OPTIONS.map((o) => o.label)).toEqual([
      "1 Person", "2 People", "3 People", "4 People", "5 People", "6+ People",
    ]);
  });
});
