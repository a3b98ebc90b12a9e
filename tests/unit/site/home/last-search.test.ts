import { LAST_SEARCH_KEY, buildLastSearch, readLastSearch, saveLastSearch } from "@/lib/last-search";

describe("lastSearch record", () => {
  it("is stored under 'lastSearch' with destination, date, guests and an ISO timestamp", () => {
    const now = new Date("2026-03-14T09:30:00.000Z");
    saveLastSearch({ destination: "japan-cultural", date: "2026-10-02", guests: "3-5" }, now);

    const stored = JSON.parse(window.localStorage.getItem(LAST_SEARCH_KEY)!);
    expect(stored).toEqual({
      destination: "japan-cultural",
      date: "2026-10-02",
      guests: "3-5",
      searchTimestamp: "2026-03-14T09:30:00.000Z",
    });
    expect(Object.keys(stored).sort()).toEqual(["date", "destination", "guests", "searchTimestamp"]);
  });

  it("uses the current time as an ISO string by default", () => {
    const record = buildLastSearch({ destination: "workcation" });
    expect(record.searchTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(record.searchTimestamp) - Date.now())).toBeLessThan(5_000);
    expect(record).toMatchObject({ date: "", guests: "" });
  });

  it("saves nothing when no experience is chosen", () => {
    expect(saveLastSearch({ destination: "", date: "2026-10-02", guests: "2" })).toBeNull();
    expect(window.localStorage.getItem(LAST_SEARCH_KEY)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("reads back what was saved, and ignores a malformed record", () => {
    saveLastSearch({ destination: "she-leads", guests: "1" });
    expect(readLastSearch()).toMatchObject({ destination: "she-leads", guests: "1", date: "" });

    window.localStorage.setItem(LAST_SEARCH_KEY, "{not json");
    expect(readLastSearch()).toBeNull();
    window.localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify({ destination: "she-leads" }));
    expect(readLastSearch()).toBeNull();
  });

  it("still returns the record when storage refuses to save", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(saveLastSearch({ destination: "she-leads" })?.destination).toBe("she-leads");
  });
});
