import { endAfter, lastPrice, nightsOfDuration } from "@/features/desk/departures/programme-length";
import { SEED_CARDS } from "@/catalogue/data/seed-cards";

describe("a programme's length and last price, as the departure form fills them", () => {
  it("reads the card's days as nights, a range by its shortest, and nothing from text without days", () => {
    expect(nightsOfDuration("6 Days")).toBe(5);
    expect(nightsOfDuration("5 days")).toBe(4);
    expect(nightsOfDuration("8-9 Days")).toBe(7);
    expect(nightsOfDuration("21–30 Days")).toBe(20);
    expect(nightsOfDuration("1 Day")).toBe(0);
    expect(nightsOfDuration("A weekend")).toBeNull();
    expect(nightsOfDuration(undefined)).toBeNull();
  });

  it("ends a departure its nights after its start, across a month and a year, and not before the start is a whole date", () => {
    expect(endAfter("2027-03-14", 4)).toBe("2027-03-18");
    expect(endAfter("2027-12-29", 5)).toBe("2028-01-03");
    expect(endAfter("2028-02-27", 2)).toBe("2028-02-29");
    expect(endAfter("2027-03-1", 4)).toBe("");
    expect(endAfter("2027-02-30", 4)).toBe("");
    expect(endAfter("2027-03-14", null)).toBe("");
  });

  it("takes the last price from the latest departure that was not cancelled, whatever the order", () => {
    const d = (startDate: string, pricePerPerson: number, status = "open") => ({ startDate, pricePerPerson, status });
    expect(lastPrice([d("2027-05-01", 60_000), d("2026-12-01", 55_000), d("2027-06-01", 99_000, "cancelled"), d("2027-02-01", 58_000, "closed")])).toBe(60_000);
    expect(lastPrice([d("2027-06-01", 99_000, "cancelled")])).toBeNull();
    expect(lastPrice([])).toBeNull();
  });

  it("knows the length of every seeded programme a departure can name", () => {
    const seeded = Object.values(SEED_CARDS)
      .flat()
      .map((card) => card as { title?: string; name?: string; duration: string });
    expect(seeded).toHaveLength(63);
    for (const c of seeded) expect(nightsOfDuration(c.duration), c.title ?? c.name).not.toBeNull();
  });
});
