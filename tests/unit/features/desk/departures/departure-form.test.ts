import type { AdminDeparture } from "@shared/departures";
import { departureFormSchema, formDefaults, newOf, patchOf } from "@/features/desk/departures/departure-form";
import { yearMonthText } from "@shared/year-month-text";
import { monthRange, upcomingMonths } from "@/features/desk/departures/departure-months";

const TODAY = "2027-03-01";
const typed = { programme: "Just Me Time", startDate: "2027-04-14", endDate: "2027-04-19", pricePerPerson: "58,000", places: "12", privateRooms: "", privateRoomSupplement: "", minimum: "", decideBy: "", note: "" };
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
      [{ ...typed, privateRooms: "13" }, "privateRooms"],
      [{ ...typed, privateRooms: "two" }, "privateRooms"],
      [{ ...typed, privateRoomSupplement: "-5" }, "privateRoomSupplement"],
      [{ ...typed, minimum: "0" }, "minimum"],
      [{ ...typed, minimum: "13" }, "minimum"],
      [{ ...typed, decideBy: "2027-04-15" }, "decideBy"],
      [{ ...typed, decideBy: "soon" }, "decideBy"],
    ];
    for (const [values, path] of cases) expect(pathsOf(departureFormSchema(TODAY).safeParse(values)), JSON.stringify(values)).toContain(path);
  });

  it("reads empty rooms, supplement and minimum as not given, and typed ones as whole numbers", () => {
    const r = departureFormSchema(TODAY).safeParse({ ...typed, privateRooms: "3", privateRoomSupplement: "₹12,000", minimum: "4", decideBy: "2027-03-20" });
    expect(r.success && r.data).toMatchObject({ privateRooms: 3, privateRoomSupplement: 12_000, minimum: 4, decideBy: "2027-03-20" });
    const empty = departureFormSchema(TODAY).safeParse(typed);
    expect(empty.success && [empty.data.privateRooms, empty.data.minimum, empty.data.decideBy]).toEqual([undefined, undefined, undefined]);
  });

  it("sends a new departure's day to decide only when staff chose one", () => {
    const v = { programme: "Just Me Time", startDate: "2027-04-14", endDate: "2027-04-19", pricePerPerson: 58_000, places: 12, note: null, minimum: 4, decideBy: "2027-02-28" };
    expect(newOf(v, true)).toEqual(v);
    expect(newOf(v, false)).not.toHaveProperty("decideBy");
  });

  it("edits rooms and the minimum as changed; a day to decide that follows the start is cleared when the start moves", () => {
    const same = { programme: "Just Me Time", startDate: "2027-03-01", endDate: "2027-03-06", pricePerPerson: 58_000, places: 12, note: null };
    const withRooms = { ...departure, privateRooms: 2, privateRoomSupplement: 9_000, minimum: 6, decideBy: "2027-01-15" };
    expect(patchOf(withRooms, { ...same, privateRooms: 2, privateRoomSupplement: 9_000, minimum: 6, decideBy: "2027-01-15" })).toEqual({});
    expect(patchOf(withRooms, { ...same, privateRooms: 4, privateRoomSupplement: 9_000, minimum: 6, decideBy: "2027-01-15" })).toEqual({ privateRooms: 4 });
    // Emptied: none, and no minimum.
    expect(patchOf(withRooms, { ...same, minimum: 6, decideBy: "2027-01-15" })).toEqual({ privateRooms: 0, privateRoomSupplement: 0 });
    expect(patchOf(withRooms, { ...same, privateRooms: 2, privateRoomSupplement: 9_000, decideBy: "2027-01-15" })).toEqual({ minimum: null });
    // 15 Jan is 45 days before 1 Mar: it follows the start, so a new start clears it rather than keeping it.
    expect(patchOf(withRooms, { ...same, startDate: "2027-03-08", endDate: "2027-03-13", privateRooms: 2, privateRoomSupplement: 9_000, minimum: 6, decideBy: "2027-01-22" }, false)).toEqual({ startDate: "2027-03-08", endDate: "2027-03-13", decideBy: null });
    // A day of its own stays unless changed; emptied (not chosen) it is cleared.
    const own = { ...withRooms, decideBy: "2027-02-20" };
    expect(patchOf(own, { ...same, privateRooms: 2, privateRoomSupplement: 9_000, minimum: 6, decideBy: "2027-02-20" }, true)).toEqual({});
    expect(patchOf(own, { ...same, privateRooms: 2, privateRoomSupplement: 9_000, minimum: 6, decideBy: "2027-02-25" }, true)).toEqual({ decideBy: "2027-02-25" });
    expect(patchOf(own, { ...same, privateRooms: 2, privateRoomSupplement: 9_000, minimum: 6 }, false)).toEqual({ decideBy: null });
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
    expect(yearMonthText("2028-01")).toBe("Jan 2028");
    expect(monthRange("2027-11-20", null)).toEqual({ from: "2027-11-20" });
    expect(monthRange("2027-11-20", "2027-11")).toEqual({ from: "2027-11-20", to: "2027-11-30" });
    expect(monthRange("2027-11-20", "2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
});
