import { ackDetails, ourGroupSize, ourPreferredDate, ourProgramme } from "../../../server/mail/ack-details";

describe("the acknowledgement's own values", () => {
  it("takes a preferred date only as our date picker writes a real day", () => {
    expect(ourPreferredDate("December 5, 2026")).toBe("December 5, 2026");
    expect(ourPreferredDate("February 29, 2028")).toBe("February 29, 2028");
    for (const text of ["February 29, 2027", "December 05, 2026", "Smarch 5, 2026", "December 5, 2026 <b>", "next spring", "", null]) {
      expect(ourPreferredDate(text)).toBeNull();
    }
  });

  it("names a programme only when its card is ours, exactly", () => {
    expect(ourProgramme("Soul & Identity Retreat")).toBe("Soul & Identity Retreat");
    expect(ourProgramme("soul & identity retreat")).toBeNull();
    expect(ourProgramme("Soul & Identity Retreat\r\nBcc: x@example.com")).toBeNull();
    expect(ourProgramme(null)).toBeNull();
  });

  it("reads the group size as the form labels it", () => {
    expect(ourGroupSize(1)).toBe("1 Person");
    expect(ourGroupSize(2)).toBe("2 People");
    expect(ourGroupSize(6)).toBe("6+ People");
    expect(ourGroupSize(40)).toBeNull();
  });

  it("lists only our values, and the earlier reference when there is one", () => {
    const booking = { sourceProgramme: "Soul & Identity Retreat", preferredDates: "March 3, 2027", groupSize: 3, departureId: null };
    expect(ackDetails(booking, {})).toEqual({
      facts: [
        ["Programme", "Soul & Identity Retreat"],
        ["Preferred dates", "March 3, 2027"],
        ["Group size", "3 People"],
      ],
      earlier: null,
    });
    const free = ackDetails({ sourceProgramme: "<script>", preferredDates: "whenever", groupSize: 99, departureId: null }, { earlierReference: "K7M2QXAB" });
    expect(free.facts).toEqual([]);
    expect(free.earlier).toContain("K7M2QXAB");
  });

  it("names an enquiry's departure by its dates, and its place in line when it waits", () => {
    const onDeparture = { sourceProgramme: "Just Me Time", preferredDates: "14–19 Mar 2027", groupSize: 2, departureId: 4 };
    expect(ackDetails(onDeparture, {}).facts).toEqual([
      ["Programme", "Just Me Time"],
      ["Departure", "14–19 Mar 2027"],
      ["Group size", "2 People"],
    ]);
    expect(ackDetails(onDeparture, { waitlistPosition: 3 }).facts).toContainEqual(["Waiting list", "number 3 in line: we'll write as soon as places open"]);
    expect(ackDetails({ ...onDeparture, departureId: null }, { waitlistPosition: 3 }).facts).toEqual([
      ["Programme", "Just Me Time"],
      ["Group size", "2 People"],
    ]);
  });

  it("names the private rooms asked for with a departure, and none without one", () => {
    const onDeparture = { sourceProgramme: "Just Me Time", preferredDates: "14–19 Mar 2027", groupSize: 2, departureId: 4, privateRoomsWished: 2 };
    expect(ackDetails(onDeparture, {}).facts).toContainEqual(["Private room", "2 rooms of your own asked for"]);
    expect(ackDetails({ ...onDeparture, privateRoomsWished: 1 }, {}).facts).toContainEqual(["Private room", "1 room of your own asked for"]);
    expect(ackDetails({ ...onDeparture, privateRoomsWished: 0 }, {}).facts.map(([k]) => k)).not.toContain("Private room");
    expect(ackDetails({ ...onDeparture, departureId: null }, {}).facts.map(([k]) => k)).not.toContain("Private room");
  });
});
