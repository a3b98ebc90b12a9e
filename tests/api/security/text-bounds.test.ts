import fs from "node:fs";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import * as ssr from "@/entry-server";
import { builtTripPages } from "../../../server/web/trip-page-render";
import { staticWeb } from "../../../server/web/web";
import { builtTripShell } from "../../support/trip-shell";
import { eq } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { departures } from "@shared/schema/departures";
import { bookingInsurance, travellers } from "@shared/schema/travellers";
import { apiPaths } from "@shared/api-paths";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { acceptedTrip, FULL_TRAVELLER, TRAVELLERS_NOW } from "../../support/travellers";

/** What nobody types on purpose: a NUL, a bell, an escape, a C1 control and the direction overrides and isolates. */
const HOSTILE = ["\u0000", "\u0007", "\u001b[2J", "\u0085", "\u202a", "\u202e", "\u2066", "\u2069"];
const TRAVELLER_TEXTS = ["fullName", "nationality", "documentNumber", "dietary", "medical", "emergencyName", "emergencyPhone"] as const;

/**
 * Every text of the traveller, insurance and departure requests: control characters other than a
 * new line and a tab, and text-direction overrides, are a 400 naming the field, by JSON and by the
 * no-script forms, and nothing is stored; a form's CR LF line breaks are new lines.
 */
describe.each(DB_KINDS)("text bounds on %s", (kind) => {
  const dist = builtTripShell();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const app = useMoneyApp(kind, TRAVELLERS_NOW, { web: staticWeb(dist), tripPages: builtTripPages(dist, undefined, async () => ssr) });
  const db = () => app.t.db.database.db;
  const form = (path: string, body: Record<string, string>) => request(app.t.app).post(path).set("Origin", "null").type("form").send(body);

  it("when a traveller field holds any of them, by JSON or the form, then 400 on that field and the record is unchanged", async () => {
    const { token, booking } = await acceptedTrip(app);
    await request(app.t.app).put(apiPaths.tripTraveller.href(token, 1)).send(FULL_TRAVELLER).expect(200);
    const before = await db().select().from(travellers).where(eq(travellers.bookingId, booking.id));
    for (const field of TRAVELLER_TEXTS) {
      for (const bad of HOSTILE) {
        const res = await request(app.t.app).put(apiPaths.tripTraveller.href(token, 1)).send({ ...FULL_TRAVELLER, [field]: `Z77${bad}34821` });
        expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
      }
      expect((await form(`/trip/${token}/travellers/1`, { ...FULL_TRAVELLER, [field]: "Z77\u202e34821" })).status).toBe(400);
      expect((await form(`/trip/${token}/travellers/1`, { ...FULL_TRAVELLER, [field]: "Z77\u000034821" })).status).toBe(400);
    }
    expect(await db().select().from(travellers).where(eq(travellers.bookingId, booking.id))).toEqual(before);
  });

  it("when the insurance holds any of them, by JSON or the form, then 400 (never 500) and nothing is stored", async () => {
    const { token, booking } = await acceptedTrip(app);
    for (const field of ["insurer", "policyNumber"]) {
      for (const bad of HOSTILE) {
        const res = await request(app.t.app).put(apiPaths.tripInsurance.href(token)).send({ insurer: "Tata AIG", policyNumber: "TA-9", [field]: `TA${bad}9` });
        expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
        expect((await form(`/trip/${token}/insurance`, { insurer: "Tata AIG", policyNumber: "TA-9", [field]: `TA${bad}9` })).status).toBe(400);
      }
    }
    expect(await db().select().from(bookingInsurance).where(eq(bookingInsurance.bookingId, booking.id))).toEqual([]);
  });

  it("when a form's note has CR LF line breaks and a tab, then they are kept as new lines and a tab", async () => {
    const { token, booking } = await acceptedTrip(app);
    await form(`/trip/${token}/travellers/1`, { ...FULL_TRAVELLER, dietary: "Vegetarian\r\nNo peanuts\tplease" }).expect(303);
    const [row] = await db().select().from(travellers).where(eq(travellers.bookingId, booking.id));
    expect(row.dietary).toBe("Vegetarian\nNo peanuts\tplease");
  });

  it("when a departure's note holds any of them, on adding or changing it, then 400 on note and nothing changes", async () => {
    const add = { programme: "Just Me Time", startDate: "2027-05-01", endDate: "2027-05-06", pricePerPerson: 40_000, places: 10 };
    for (const bad of HOSTILE) {
      const res = await app.staff.post(apiPaths.adminDepartures.href()).send({ ...add, note: `Bring a torch${bad}` });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["note"]);
    }
    expect(await db().select().from(departures)).toEqual([]);
    const made = (await app.staff.post(apiPaths.adminDepartures.href()).send({ ...add, note: "Bring a torch\n\tand boots" }).expect(201)).body as { id: number };
    for (const bad of HOSTILE) expect((await app.staff.patch(apiPaths.adminDeparture.href(made.id)).send({ note: `Torch${bad}` })).status, JSON.stringify(bad)).toBe(400);
    const [row] = await db().select().from(departures).where(eq(departures.id, made.id));
    expect(row.note).toBe("Bring a torch\n\tand boots");
  });

  it("when a text holds a lone CR (not before a new line), by JSON or the form, then 400 on that field like any control character, and nothing changes", async () => {
    const LONE_CR = ["Veg\ran", "Vegan\r", "\rVegan", "Veg\r\r\nan"];
    const { token, booking } = await acceptedTrip(app);
    await request(app.t.app).put(apiPaths.tripTraveller.href(token, 1)).send(FULL_TRAVELLER).expect(200);
    const before = await db().select().from(travellers).where(eq(travellers.bookingId, booking.id));
    for (const bad of LONE_CR) {
      for (const field of ["dietary", "fullName", "medical"]) {
        const res = await request(app.t.app).put(apiPaths.tripTraveller.href(token, 1)).send({ ...FULL_TRAVELLER, [field]: bad });
        expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
      }
      expect((await form(`/trip/${token}/travellers/1`, { ...FULL_TRAVELLER, dietary: bad })).status, JSON.stringify(bad)).toBe(400);
      const insurance = await request(app.t.app).put(apiPaths.tripInsurance.href(token)).send({ insurer: "Tata AIG", policyNumber: bad });
      expect(insurance.status, JSON.stringify(bad)).toBe(400);
      expect((await form(`/trip/${token}/insurance`, { insurer: bad, policyNumber: "TA-9" })).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await db().select().from(travellers).where(eq(travellers.bookingId, booking.id))).toEqual(before);
    expect(await db().select().from(bookingInsurance).where(eq(bookingInsurance.bookingId, booking.id))).toEqual([]);

    const add = { programme: "Just Me Time", startDate: "2027-05-20", endDate: "2027-05-25", pricePerPerson: 40_000, places: 10 };
    const made = (await app.staff.post(apiPaths.adminDepartures.href()).send({ ...add, note: "Bring a torch\r\nand boots" }).expect(201)).body as { id: number; note: string };
    expect(made.note).toBe("Bring a torch\nand boots");
    for (const bad of LONE_CR) {
      const added = await app.staff.post(apiPaths.adminDepartures.href()).send({ ...add, startDate: "2027-05-21", endDate: "2027-05-26", note: bad });
      expect(added.status, JSON.stringify(bad)).toBe(400);
      expect(added.body.errors.map((e: { path: string }) => e.path)).toEqual(["note"]);
      expect((await app.staff.patch(apiPaths.adminDeparture.href(made.id)).send({ note: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await db().select().from(departures).where(eq(departures.id, made.id)))[0].note).toBe("Bring a torch\nand boots");
    expect(await db().select().from(departures).where(eq(departures.startDate, "2027-05-21"))).toEqual([]);
  });

  it("when older rows hold such characters, then the manifest shows them as ⟨U+…⟩ and holds none of them raw", async () => {
    const [departure] = await db()
      .insert(departures)
      .values({ programme: "Sapphic Soul Journey", startDate: "2027-06-01", endDate: "2027-06-06", pricePerPerson: 40_000, places: 12, createdBy: "staff" })
      .returning();
    const { booking, token } = await acceptedTrip(app, { travellers: 1 });
    await db().update(bookings).set({ departureId: departure.id }).where(eq(bookings.id, booking.id));
    await request(app.t.app).put(apiPaths.tripTraveller.href(token, 1)).send(FULL_TRAVELLER).expect(200);
    await request(app.t.app).put(apiPaths.tripInsurance.href(token)).send({ insurer: "Tata AIG", policyNumber: "TA-1" }).expect(200);
    // As a release before the rule could have stored them.
    await db().update(travellers).set({ fullName: "Anu\u202eammah", dietary: "Veg\u0007an", nationality: "In\u2066dian" }).where(eq(travellers.bookingId, booking.id));
    await db().update(bookingInsurance).set({ insurer: "Tata\u001bAIG" }).where(eq(bookingInsurance.bookingId, booking.id));
    const csv = (await app.staff.get(apiPaths.departureManifest.href(departure.id)).expect(200)).text;
    for (const shown of ["Anu⟨U+202E⟩ammah", "Veg⟨U+0007⟩an", "In⟨U+2066⟩dian", "Tata⟨U+001B⟩AIG"]) expect(csv).toContain(shown);
    // eslint-disable-next-line no-control-regex
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });
});
