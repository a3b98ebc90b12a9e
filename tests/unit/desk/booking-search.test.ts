import { describe, expect, it } from "vitest";
import { isWholeEmail, phoneEndDigits, phoneSearchDigits, selectiveDigits } from "../../../server/storage/booking-search";

describe("the desk search's reading of a query", () => {
  it.each([
    ["+91 98430 12345", "919843012345"],
    ["098430 12345", "9843012345"],
    ["0091-98430-12345", "919843012345"],
    ["(415) 555.2671", "4155552671"],
    ["98430", "98430"],
    ["12", undefined],
    ["000", undefined],
    ["Priya 98430", undefined],
    ["ABCD-2345", undefined],
  ])("reads %j as the phone digits %j", (q, digits) => {
    expect(phoneSearchDigits(q)).toBe(digits);
  });

  it.each([
    ["priya@example.com", true],
    ["P.Nair+trips@mail.example.co.in", true],
    ["priya@", false],
    ["@example.com", false],
    ["example.com", false],
    ["priya @example.com", false],
  ])("takes %j as a whole e-mail address: %s", (q, whole) => {
    expect(isWholeEmail(q)).toBe(whole);
  });

  it.each([
    ["+91 98430 12345", "919843012345"],
    [" 098430 12345 ", "9843012345"],
    ["3012345", "3012345"],
    ["012345", undefined],
    ["98430", undefined],
    ["Priya 9843012345", undefined],
    [undefined, undefined],
  ])("matches %j at the end of each booking's number first: %j", (q, digits) => {
    expect(phoneEndDigits(q)).toBe(digits);
  });

  it.each([
    ["Guest54320", "54320"],
    ["priya1987@gmail", "1987"],
    ["S0054320", "0054320"],
    ["AB12CD345", "345"],
    ["room 12", undefined],
    ["Priya Nair", undefined],
    ["98430 12345", undefined],
    ["54320", undefined],
  ])("asks the trigram index for %j by its digits %j", (q, digits) => {
    expect(selectiveDigits(q)).toBe(digits);
  });
});
