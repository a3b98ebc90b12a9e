import type { AdminDeparture } from "@shared/departures";
import { departureFormSchema, formDefaults, patchOf } from "@/features/desk/departures/departure-form";
import { monthRange, monthWords, upcomingMonths } from "@/features/desk/departures/departure-months";

const TODAY = "2027-03-01";
const typed = { programme: "Just Me Time", startDate: "2027-04-14", endDate: "2027-04-19", pricePerPerson: "58,000", places: "12", note: "" };
const departure: AdminDeparture = {
  id: 4, programme: "Just Me Time", startDate: "2027-03-01", endDate: "2027-03-06", nights: 5, pricePerPerson: 58_000, places: 12,
  status: "open", note: null, taken: 3, held: 0, left: 9, waiting: 0, enquiries: 4,
};
const pathsOf = (r: { success: boolean; error?: { issues: { path: (string | number)[] }[] } }) => (r.error?.issues ?? []).map((i) => String(i.path[0]));

describe("the departure form's rules", () => {
  it("reads the typed figures as whole numbers and gives the request the server takes", () => {
    const r = departureFormSchema(TODAY).safeParse(typed);
    expect(r.success && r.data).toEqual({ programme: "Just Me Time", startDate: "2027-04-14", endDate: "2027-04-19", pricePerPerson: 58_000, places: 12, note: null });
  });

  it("refuses what the server refuses, beside each field", () => {
    const cases: [object, string][] = [
      [{ ...typed, programme: "" }, "programme"],
      [{ ...typed, startDate: TODAY, endDate: "2027-03-04" }, "startDate"],
      [{ ...typed, endDate: "2027-04-13" }, "endDate"],
      [{ ...typed, pricePerPerson: "" }, "pricePerPerson"],
      [{ ...typed, pricePerPerson: "0" }, "pricePerPerson"],
      [{ ...typed, places: "501" }, "places"],
      [{ ...typed, places: "2.5" }, "places"],
    ];
    for (const [values, path] of cases) expect(pathsOf(departureFormSchema(TODAY).safeParse(values)), JSON.stringify(values)).toContain(path);
  });

  it("lets an edit keep a start that is no longer after today, but not move to one", () => {
    const kept = { ...formDefaults(departure, "Just Me Time") };
    expect(departureFormSchema(TODAY, departure.startDate).safeParse(kept).success).toBe(true);
    expect(pathsOf(departureFormSchema(TODAY, "2027-05-01").safeParse(kept))).toEqual(["startDate"]);
  });

  it("sends only what an edit changed", () => {
    const same = { programme: "Just Me Time", startDate: "2027-03-01", endDate: "2027-03-06", pricePerPerson: 58_000, places: 12, note: null };
    expect(patchOf(departure, same)).toEqual({});
    expect(patchOf(departure, { ...same, places: 14, note: "Villa" })).toEqual({ places: 14, note: "Villa" });
    expect(patchOf(departure, { ...same, endDate: "2027-03-07" })).toEqual({ endDate: "2027-03-07" });
  });

  it("offers the months ahead and lists a month from its first day, or from today within today's month", () => {
    expect(upcomingMonths("2027-11-20", 3)).toEqual(["2027-11", "2027-12", "2028-01"]);
    expect(monthWords("2028-01")).toBe("Jan 2028");
    expect(monthRange("2027-11-20", null)).toEqual({ from: "2027-11-20" });
    expect(monthRange("2027-11-20", "2027-11")).toEqual({ from: "2027-11-20", to: "2027-11-30" });
    expect(monthRange("2027-11-20", "2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
});
