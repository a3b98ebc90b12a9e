import { describe, expect, it } from "vitest";
import { phoneE164, regionOf } from "@shared/phone-e164";
import { COUNTRIES, STATES_BY_COUNTRY } from "@shared/enquiry-options";

describe("phoneE164", () => {
  it.each([
    // The five countries with state lists, each with and without the national prefix and in international form.
    ["India", "098430 12345", "+919843012345"],
    ["India", "98430 12345", "+919843012345"],
    ["India", "+91 98430 12345", "+919843012345"],
    ["India", "+91-98430-12345", "+919843012345"],
    ["USA", "(415) 555-2671", "+14155552671"],
    ["USA", "1 415 555 2671", "+14155552671"],
    ["USA", "+1 415-555-2671", "+14155552671"],
    ["UK", "07400 123456", "+447400123456"],
    ["UK", "+44 7400 123456", "+447400123456"],
    ["Canada", "(604) 555-0147", "+16045550147"],
    ["Canada", "+1 604 555 0147", "+16045550147"],
    ["Australia", "0412 345 678", "+61412345678"],
    ["Australia", "+61 412 345 678", "+61412345678"],
    // A few others.
    ["Germany", "030 123456", "+4930123456"],
    ["France", "06 12 34 56 78", "+33612345678"],
    ["Singapore", "9123 4567", "+6591234567"],
    ["Japan", "090-1234-5678", "+819012345678"],
    ["South Africa", "082 123 4567", "+27821234567"],
  ])("reads %s %s as %s", (country, typed, expected) => {
    expect(phoneE164(typed, country)).toBe(expected);
  });

  it("reads a number written in international form whatever the country says", () => {
    expect(phoneE164("+91 98430 12345", "UK")).toBe("+919843012345");
    expect(phoneE164("+44 7400 123456", "Other")).toBe("+447400123456");
  });

  it("reads a national number only with a country to read it in", () => {
    expect(phoneE164("098430 12345", "Other")).toBeNull();
    expect(phoneE164("098430 12345", "")).toBeNull();
    expect(phoneE164("098430 12345", "Atlantis")).toBeNull();
  });

  it.each([["not a phone"], ["12"], ["+91 12"], ["0000000000"], [""], ["+"], ["9".repeat(80)], ["'; drop table bookings; --"]])(
    "answers null for garbage %j",
    (typed) => {
      expect(phoneE164(typed, "India")).toBeNull();
    },
  );

  it("knows a region for every country of the form but Other, and for every country with states", () => {
    for (const c of COUNTRIES) expect(regionOf(c) === undefined).toBe(c === "Other");
    for (const c of Object.keys(STATES_BY_COUNTRY)) expect(regionOf(c)).toBeDefined();
    expect(regionOf("toString")).toBeUndefined();
  });
});
