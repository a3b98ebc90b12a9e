import { describe, expect, it } from "vitest";
import { decideByOf, isGuaranteed, minimumText, privateRoomsLeft, roomsAndMinimumIssues, stillNeeded, wishedRooms } from "@shared/departures/rooms-minimum";

describe("a departure's private rooms and minimum", () => {
  it("leaves the rooms not taken or held, never below 0", () => {
    expect(privateRoomsLeft(3, 1, 1)).toBe(1);
    expect(privateRoomsLeft(2, 2, 1)).toBe(0);
  });

  it("is decided 45 days before its start unless it names its own day", () => {
    expect(decideByOf("2027-05-01", null)).toBe("2027-03-17");
    expect(decideByOf("2027-05-01", "2027-04-01")).toBe("2027-04-01");
  });

  it("is guaranteed once its travellers taken reach the minimum, and says how many more it needs until then", () => {
    expect(isGuaranteed(4, 4)).toBe(true);
    expect(isGuaranteed(4, 3)).toBe(false);
    expect(isGuaranteed(null, 10)).toBe(false);
    expect(stillNeeded(4, 1)).toBe(3);
    expect(minimumText(4, 1, "17 Mar 2027")).toBe("3 more needed by 17 Mar 2027");
    expect(minimumText(4, 5, "17 Mar 2027")).toBe("Guaranteed to run");
    expect(minimumText(null, 0, "17 Mar 2027")).toBeNull();
  });

  it("holds its rooms and minimum within its places and its decide-by day within its start", () => {
    expect(roomsAndMinimumIssues({ places: 4, privateRooms: 4, minimum: 4, decideBy: "2027-05-01", startDate: "2027-05-01" })).toEqual([]);
    expect(roomsAndMinimumIssues({ places: 4, privateRooms: 5, minimum: 5, decideBy: "2027-05-02", startDate: "2027-05-01" }).map((i) => i.path)).toEqual(["privateRooms", "minimum", "decideBy"]);
  });

  it("keeps a visitor's wish within the group and the departure's rooms", () => {
    expect(wishedRooms(3, 2, 5)).toBe(2);
    expect(wishedRooms(1, 1, 0)).toBeNull();
    expect(wishedRooms(0, 1, 2)).toBeNull();
  });
});
