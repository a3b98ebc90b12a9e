import { describe, expect, it } from "vitest";
import { leftWithHolds, offerEnds, offersBeyond, offersToMake, offerStep, openToPublic, type OfferState } from "@shared/departures";

const HOUR = 3_600_000;
const T0 = new Date("2027-03-01T06:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

describe("places left with holds", () => {
  it("counts taken and held against the places, never below 0", () => {
    expect(leftWithHolds(10, 3, 2)).toBe(5);
    expect(leftWithHolds(10, 6, 4)).toBe(0);
    expect(leftWithHolds(8, 6, 4)).toBe(0);
  });

  it("shows the public none while someone in line without an offer fits what is left", () => {
    expect(openToPublic(3, null)).toBe(3);
    expect(openToPublic(3, 2)).toBe(0);
    expect(openToPublic(3, 3)).toBe(0);
    expect(openToPublic(3, 4)).toBe(3);
  });
});

describe("who fits", () => {
  const line = [
    { bookingId: 1, travellers: 4, offered: false },
    { bookingId: 2, travellers: 2, offered: false },
    { bookingId: 3, travellers: 1, offered: true },
    { bookingId: 4, travellers: 1, offered: false },
    { bookingId: 5, travellers: 2, offered: false },
  ];

  it("offers the first in line whose group fits, then the next who fits the rest, passing over those offered already", () => {
    expect(offersToMake(line, 3).map((w) => w.bookingId)).toEqual([2, 4]);
    expect(offersToMake(line, 5).map((w) => w.bookingId)).toEqual([1, 4]);
    expect(offersToMake(line, 1).map((w) => w.bookingId)).toEqual([4]);
  });

  it("offers nothing when no place is free or nobody fits", () => {
    expect(offersToMake(line, 0)).toEqual([]);
    expect(offersToMake([{ bookingId: 9, travellers: 3, offered: false }], 2)).toEqual([]);
  });
});

describe("offers beyond places lowered", () => {
  const offers = [
    { id: 1, travellers: 2 },
    { id: 2, travellers: 3 },
    { id: 3, travellers: 1 },
  ];

  it("keeps the earlier offers in line that fit the places free, and a later one that still fits the rest", () => {
    expect(offersBeyond(offers, 6).map((o) => o.id)).toEqual([]);
    expect(offersBeyond(offers, 5).map((o) => o.id)).toEqual([3]);
    expect(offersBeyond(offers, 3).map((o) => o.id)).toEqual([2]);
    expect(offersBeyond(offers, 2).map((o) => o.id)).toEqual([2, 3]);
    expect(offersBeyond(offers, 1).map((o) => o.id)).toEqual([1, 2]);
  });

  it("withdraws every offer when no place is free", () => {
    expect(offersBeyond(offers, 0).map((o) => o.id)).toEqual([1, 2, 3]);
    expect(offersBeyond(offers, -2).map((o) => o.id)).toEqual([1, 2, 3]);
  });
});

describe("an offer's state machine, against a fake clock", () => {
  const open: OfferState = { state: "open", until: offerEnds(T0, 48) };

  it("holds until WAITLIST_OFFER_HOURS from when it was made, then lapses at the round after its end", () => {
    expect(open).toEqual({ state: "open", until: at(48) });
    expect(offerStep(open, { kind: "tick", now: at(47.9) })).toBe(open);
    expect(offerStep(open, { kind: "tick", now: at(48) })).toEqual({ state: "lapsed" });
  });

  it("is taken over by a quote sent within it; a quote after its end finds it lapsed", () => {
    expect(offerStep(open, { kind: "quote", now: at(10) })).toEqual({ state: "quoted" });
    expect(offerStep(open, { kind: "quote", now: at(49) })).toEqual({ state: "lapsed" });
  });

  it("is skipped at once, or extended by another WAITLIST_OFFER_HOURS from its end", () => {
    expect(offerStep(open, { kind: "skip" })).toEqual({ state: "skipped" });
    const extended = offerStep(open, { kind: "extend", hours: 48 });
    expect(extended).toEqual({ state: "open", until: at(96) });
    expect(offerStep(extended, { kind: "tick", now: at(60) })).toBe(extended);
    expect(offerStep(extended, { kind: "tick", now: at(96) })).toEqual({ state: "lapsed" });
  });

  it("ends when its booking leaves or the departure closes, and an ended offer stays as it ended", () => {
    expect(offerStep(open, { kind: "leave" })).toEqual({ state: "left" });
    expect(offerStep(open, { kind: "withdraw" })).toEqual({ state: "withdrawn" });
    const lapsed: OfferState = { state: "lapsed" };
    expect(offerStep(lapsed, { kind: "extend", hours: 48 })).toBe(lapsed);
    expect(offerStep(lapsed, { kind: "quote", now: at(1) })).toBe(lapsed);
  });
});
