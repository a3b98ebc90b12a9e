import { describe, expect, it } from "vitest";
import { availabilityOf, departureDatesText, nightsBetween, nightsText, placesLeftLabel, placesLeftText, schemaAvailability, tooFewPlacesWords, tripDatesText } from "@shared/departures";
import { newDepartureSchema } from "@shared/departures/requests";
import { sampleDepartures } from "../../../server/departures/sample-departures";
import { toCardDeparture } from "@shared/departures/card-departure";

describe("a departure's places", () => {
  it("read as available, few (1 to 3 left) or full, and as schema.org's words", () => {
    expect([0, 1, 3, 4, 20].map(availabilityOf)).toEqual(["full", "few", "few", "available", "available"]);
    expect([0, 2, 9].map(schemaAvailability)).toEqual(["https://schema.org/SoldOut", "https://schema.org/LimitedAvailability", "https://schema.org/InStock"]);
  });

  it("are said on the card from 5 left down, and as Full at none", () => {
    expect([0, 1, 2, 5, 6].map(placesLeftText)).toEqual(["Full", "1 place left", "2 places left", "5 places left", null]);
  });

  it("are said in the desk however many are left, and as Full at none", () => {
    expect([0, 1, 2, 6, 40].map(placesLeftLabel)).toEqual(["Full", "1 place left", "2 places left", "6 places left", "40 places left"]);
  });

  it("are said in a refusal as none left, or as fewer than the group, its travellers counted in words that agree", () => {
    const quote = (travellers: number) => ({ travellers, of: "the quote's" });
    expect([
      tooFewPlacesWords(0, quote(1), "this departure"),
      tooFewPlacesWords(0, quote(3), "this departure"),
      tooFewPlacesWords(1, quote(2), "this departure"),
      tooFewPlacesWords(2, { travellers: 5, of: "the booking's" }, "that departure"),
    ]).toEqual([
      "No places are left on this departure for the quote's 1 traveller",
      "No places are left on this departure for the quote's 3 travellers",
      "Only 1 place left on this departure, fewer than the quote's 2 travellers",
      "Only 2 places left on that departure, fewer than the booking's 5 travellers",
    ]);
  });
});

describe("a departure's dates", () => {
  it("read as one range, across months and across years", () => {
    expect(departureDatesText("2027-03-14", "2027-03-19")).toBe("14–19 Mar 2027");
    expect(departureDatesText("2027-02-28", "2027-03-03")).toBe("28 Feb – 3 Mar 2027");
    expect(departureDatesText("2026-12-28", "2027-01-02")).toBe("28 Dec 2026 – 2 Jan 2027");
    expect(departureDatesText("2027-03-14", "2027-03-14")).toBe("14 Mar 2027");
  });

  it("read in full, day by day, joined by to for the traveller and by a dash in the desk's records", () => {
    expect(tripDatesText("2027-03-14", "2027-03-19")).toBe("14 March 2027 to 19 March 2027");
    expect(tripDatesText("2026-12-28", "2027-01-02", "to")).toBe("28 December 2026 to 2 January 2027");
    expect(tripDatesText("2027-02-28", "2027-03-03", "dash")).toBe("28 February 2027 – 3 March 2027");
  });

  it("say their nights as one night or so many nights", () => {
    expect([1, 5].map(nightsText)).toEqual(["1 night", "5 nights"]);
  });

  it("count nights by the calendar, a change of clocks included", () => {
    expect(nightsBetween("2027-03-14", "2027-03-19")).toBe(5);
    expect(nightsBetween("2027-03-27", "2027-04-02")).toBe(6);
    expect(nightsBetween("2027-01-01", "2027-01-01")).toBe(0);
  });
});

describe("a departure on a card", () => {
  it("reads as its dates, its price per person from the money rules, and its places when few or none are left", () => {
    const d = { id: 7, programme: "Just Me Time", startDate: "2027-02-28", endDate: "2027-03-03", nights: 3, pricePerPerson: 158_000, placesLeft: 3, availability: "few" as const };
    expect(toCardDeparture(d)).toEqual({ id: 7, dates: "28 Feb – 3 Mar 2027", price: "₹1,58,000 per person", places: "3 places left", placesLabel: "3 places left", full: false, privateRoom: null, privateRoomsLeft: 0, guaranteed: null, book: "Book 28 Feb – 3 Mar 2027" });
    expect(toCardDeparture({ ...d, placesLeft: 0, availability: "full" })).toMatchObject({ places: "Full", placesLabel: "Full", full: true, book: "Join the waiting list for 28 Feb – 3 Mar 2027" });
    expect(toCardDeparture({ ...d, placesLeft: 9, availability: "available" })).toMatchObject({ places: null, full: false });
  });

  it("still names its places for a programme page while plenty are left, where the card says nothing of them", () => {
    const d = { id: 9, programme: "Just Me Time", startDate: "2027-02-28", endDate: "2027-03-03", nights: 3, pricePerPerson: 58_000, placesLeft: 12, availability: "available" as const };
    expect(toCardDeparture(d)).toMatchObject({ places: null, placesLabel: "12 places left" });
    expect(toCardDeparture({ ...d, placesLeft: 1, availability: "few" })).toMatchObject({ places: "1 place left", placesLabel: "1 place left" });
  });

  it("says Private room with its supplement while a room and a place are left, and Guaranteed to run once its minimum is taken", () => {
    const d = { id: 8, programme: "Just Me Time", startDate: "2027-05-01", endDate: "2027-05-04", nights: 3, pricePerPerson: 58_000, placesLeft: 4, availability: "available" as const };
    expect(toCardDeparture({ ...d, privateRoomsLeft: 2, privateRoomSupplement: 12_000, guaranteed: true })).toMatchObject({ privateRoom: "Private room +₹12,000", privateRoomsLeft: 2, guaranteed: "Guaranteed to run" });
    expect(toCardDeparture({ ...d, privateRoomsLeft: 0, privateRoomSupplement: 12_000, guaranteed: false })).toMatchObject({ privateRoom: null, guaranteed: null });
    expect(toCardDeparture({ ...d, placesLeft: 0, availability: "full", privateRoomsLeft: 1, privateRoomSupplement: 12_000 })).toMatchObject({ privateRoom: null, full: true });
  });
});

describe("the sample departures of a newcomer's first run", () => {
  it("are valid departures within the next twelve months, none of a programme on the same day", () => {
    const today = "2026-11-28";
    const list = sampleDepartures(today);
    expect(list.length).toBeGreaterThan(100);
    for (const d of list) {
      expect(newDepartureSchema.safeParse(d).success, JSON.stringify(d)).toBe(true);
      expect(d.startDate > today).toBe(true);
      expect(d.startDate <= "2027-12-28").toBe(true);
    }
    const keys = list.map((d) => `${d.programme} ${d.startDate}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
