import { nearestGroupSize, searchDefaults } from "@/features/booking/search-defaults";
import type { LastSearch } from "@/lib/last-search";

const today = new Date(2026, 10, 22, 14, 0);
const search = (date: string, guests: string): LastSearch => ({
  destination: "japan-cultural",
  date,
  guests,
  searchTimestamp: "2026-11-20T09:00:00.000Z",
});

describe("carrying the home search into the enquiry form", () => {
  it.each([
    ["1", 1],
    ["2", 2],
    ["3-5", 3],
    ["6-10", 6],
    ["10+", 6],
    ["", null],
    ["many", null],
    ["0", null],
  ])("maps guests %j to group size %j", (guests, size) => {
    expect(nearestGroupSize(guests)).toBe(size);
  });

  it("starts with a future date and the nearest group size", () => {
    expect(searchDefaults(search("2027-03-14", "3-5"), today)).toEqual({ preferredDates: "March 14, 2027", groupSize: 3 });
  });

  it("keeps today's date but not a past one", () => {
    expect(searchDefaults(search("2026-11-22", ""), today)).toEqual({ preferredDates: "November 22, 2026" });
    expect(searchDefaults(search("2026-11-21", "2"), today)).toEqual({ groupSize: 2 });
  });

  it("adds nothing without a search or with an unreadable date", () => {
    expect(searchDefaults(null, today)).toEqual({});
    expect(searchDefaults(search("14/03/2027", ""), today)).toEqual({});
  });
});
