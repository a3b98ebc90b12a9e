import { describe, expect, it } from "vitest";
import { wholeOrNaN } from "@shared/money";
import { MAX_AMOUNT } from "@shared/money/payment-requests";
import { newDepartureSchema } from "@shared/departures/requests";

describe("rupees and counts as typed in the desk's forms", () => {
  it("read Indian and plain grouping, the rupee sign and spaces as one whole number", () => {
    expect(["1,20,000", "₹58,000", "₹ 58000", "58 000", "120000", "7"].map(wholeOrNaN)).toEqual([120_000, 58_000, 58_000, 58_000, 120_000, 7]);
  });

  it("read nothing else as a number: decimals, signs, words and an empty field are NaN", () => {
    for (const typed of ["", "  ", "12.5", "-500", "1e5", "₹", "twelve", "0x10", null, undefined]) expect(wholeOrNaN(typed)).toBeNaN();
  });

  it("read every figure the server accepts, and nothing longer", () => {
    expect(wholeOrNaN(String(MAX_AMOUNT))).toBe(MAX_AMOUNT);
    expect(wholeOrNaN("99,99,99,999")).toBe(999_999_999);
    expect(wholeOrNaN("1,00,00,00,000")).toBeNaN();
  });

  it("leave the words of a refusal to the schema", () => {
    const refused = newDepartureSchema.safeParse({ programme: "Just Me Time", startDate: "2027-03-14", endDate: "2027-03-19", pricePerPerson: wholeOrNaN("58,000.50"), places: 12 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.find((i) => i.path[0] === "pricePerPerson")?.message).toBe("Must be whole rupees");
  });
});
