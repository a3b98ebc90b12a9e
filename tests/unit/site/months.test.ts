import { describe, expect, it } from "vitest";
import { MONTH_NAMES, monthName, monthShort } from "@shared/months";
import { yearMonthText } from "@shared/year-month-text";

describe("the months' names", () => {
  it("are twelve, January first, counted from 1 as dates write them", () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect([1, 3, 12].map(monthName)).toEqual(["January", "March", "December"]);
  });

  it("shorten to their first three letters, September as Sep", () => {
    expect([1, 5, 6, 9, 12].map(monthShort)).toEqual(["Jan", "May", "Jun", "Sep", "Dec"]);
    expect(Array.from({ length: 12 }, (_, i) => monthShort(i + 1)).join(" ")).toBe("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec");
  });

  it("name a month of a year, YYYY-MM, short", () => {
    expect(yearMonthText("2027-03")).toBe("Mar 2027");
    expect(yearMonthText("2028-12")).toBe("Dec 2028");
  });
});
