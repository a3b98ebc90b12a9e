import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { travellers } from "@shared/schema/travellers";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { addStaff, signedIn } from "../../support/staff";
import { acceptedTrip, FULL_TRAVELLER, TRAVELLERS_NOW } from "../../support/travellers";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

const NO_VALUES = {
  fullName: null,
  dateOfBirth: null,
  nationality: null,
  documentType: null,
  documentNumberSealed: null,
  documentExpiry: null,
  dietary: null,
  medicalSealed: null,
  emergencyName: null,
  emergencyPhone: null,
  complete: false,
};

describe.each(DB_KINDS)("traveller details on %s", (kind) => {
  const app = useMoneyApp(kind, TRAVELLERS_NOW);
  const trip = (token: string) => request(app.t.app).get(apiPaths.tripTravellers.href(token));
  const put = (token: string, n: number | string, body: object) => request(app.t.app).put(rawPath(apiPaths.tripTraveller.pattern, token, n)).send(body);

  it("when a quote is accepted, then every traveller is asked for, due 30 days before the start, none complete", async () => {
    const { token } = await acceptedTrip(app, { travellers: 3 });
    const res = await trip(token).expect(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.dueBy).toBe("2027-05-02");
    expect(res.body.insurance).toBeNull();
    expect(res.body.travellers.map((r: { n: number; complete: boolean }) => [r.n, r.complete])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
  });

  it("when a traveller is saved, then the phone is E.164, the number comes back masked and the record is complete", async () => {
    const { token } = await acceptedTrip(app);
    const res = await put(token, 1, FULL_TRAVELLER).expect(200);
    expect(res.body).toMatchObject({ n: 1, fullName: "Anuradha Krishnan", emergencyPhone: "+919843012345", documentNumber: "•••• 4821", medical: "••••", complete: true });
    expect(JSON.stringify(res.body)).not.toContain("Z7734821");
    expect(JSON.stringify(res.body)).not.toContain("Asthma");
    const read = await trip(token).expect(200);
    expect(read.body.travellers[0]).toEqual(res.body);
    expect(read.body.travellers[1].complete).toBe(false);
  });

  it("when the stored row is read, then it holds only ciphertext for the document number and medical notes", async () => {
    const { booking, token } = await acceptedTrip(app);
    await put(token, 1, FULL_TRAVELLER).expect(200);
    const [row] = await app.t.db.database.db.select().from(travellers).where(eq(travellers.bookingId, booking.id));
    expect(row.documentNumberSealed).toMatch(/^v1\./);
    expect(row.documentNumberSealed).not.toContain("Z7734821");
    expect(row.medicalSealed).not.toContain("Asthma");
    expect(row.complete).toBe(true);
  });

  it("when only some fields are sent, then they merge into the record, and a masked number sent back keeps the stored one", async () => {
    const { booking, token } = await acceptedTrip(app);
    // An international trip's record says passport from its first save, as the trip page's form does.
    await put(token, 2, { fullName: "Meera Iyer", dateOfBirth: "2015-09-01", documentType: "passport" }).expect(200);
    const first = await put(token, 2, { nationality: "Indian", emergencyName: "Anuradha", emergencyPhone: "+91 98430 12345" }).expect(200);
    expect(first.body).toMatchObject({ fullName: "Meera Iyer", dateOfBirth: "2015-09-01", nationality: "Indian", complete: false });
    await put(token, 2, { documentType: "passport", documentNumber: "K1234567", documentExpiry: "2030-01-01" }).expect(200);
    const kept = await put(token, 2, { documentNumber: "•••• 4567", dietary: "No nuts" }).expect(200);
    expect(kept.body).toMatchObject({ documentNumber: "•••• 4567", dietary: "No nuts", complete: true });
    const revealed = await app.staff.post(apiPaths.travellerReveal.href(booking.id, 2)).expect(200);
    expect(revealed.body.documentNumber).toBe("K1234567");
    const cleared = await put(token, 2, { dietary: "" }).expect(200);
    expect(cleared.body.dietary).toBeNull();
  });

  it("when several windows save different fields of one traveller at the same moment, then every field is kept", async () => {
    const { token } = await acceptedTrip(app);
    const parts = [
      { fullName: "Meera Iyer" },
      { dateOfBirth: "2015-09-01" },
      { nationality: "Indian" },
      { dietary: "No nuts" },
      { emergencyName: "Anuradha" },
      { documentNumber: "K1234567", documentExpiry: "2030-01-01" },
    ];
    // Each window's form sends the passport's type with whatever it saves, as the trip page's does.
    const saved = await Promise.all(parts.map((part) => put(token, 1, { documentType: "passport", ...part })));
    expect(saved.map((r) => r.status)).toEqual(parts.map(() => 200));
    const read = await trip(token).expect(200);
    expect(read.body.travellers[0]).toMatchObject({ fullName: "Meera Iyer", dateOfBirth: "2015-09-01", nationality: "Indian", dietary: "No nuts", emergencyName: "Anuradha", documentNumber: "•••• 4567" });
  });

  it("when a save merged from a version another save has since replaced, then its write stores nothing and says so", async () => {
    const { booking, token } = await acceptedTrip(app, { travellers: 3 });
    const { storage } = app.t;
    const empty = await storage.travellers.travellerToChange(booking.id, 3);
    expect(empty).toEqual({ current: undefined, version: null });
    await put(token, 3, { fullName: "Kavya Raman", documentType: "passport" }).expect(200);
    const values = { ...NO_VALUES, fullName: "Someone Else" };
    expect(await storage.travellers.writeTraveller(booking.id, 3, values, null)).toBe(false);
    const read = await storage.travellers.travellerToChange(booking.id, 3);
    expect(read.current?.fullName).toBe("Kavya Raman");
    await put(token, 3, { nationality: "Indian" }).expect(200);
    expect(await storage.travellers.writeTraveller(booking.id, 3, values, read.version)).toBe(false);
    expect((await storage.travellers.travellerToChange(booking.id, 3)).current).toMatchObject({ fullName: "Kavya Raman", nationality: "Indian" });
    const now = await storage.travellers.travellerToChange(booking.id, 3);
    expect(await storage.travellers.writeTraveller(booking.id, 3, values, now.version)).toBe(true);
    expect((await storage.travellers.travellerToChange(booking.id, 3)).current?.fullName).toBe("Someone Else");
  });

  it("when a passport runs out within 6 months of the trip's end, then it is a 400 that says so, beside its field, and nothing is stored", async () => {
    const { booking, token } = await acceptedTrip(app);
    const res = await put(token, 1, { ...FULL_TRAVELLER, documentExpiry: "2027-12-05" }).expect(400);
    expect(res.body.errors).toEqual([{ path: "documentExpiry", message: expect.stringMatching(/expires less than 6 months after the trip ends/) }]);
    expect(await app.t.db.database.db.select().from(travellers).where(eq(travellers.bookingId, booking.id))).toEqual([]);
    await put(token, 1, { ...FULL_TRAVELLER, documentExpiry: "2027-12-06" }).expect(200);
  });

  it("when the input is wrong, then each refusal is a 400 on its field", async () => {
    const { token } = await acceptedTrip(app);
    const cases: [object, string][] = [
      [{ dateOfBirth: "2027-03-02" }, "dateOfBirth"],
      [{ dateOfBirth: "2027-02-30" }, "dateOfBirth"],
      [{ emergencyPhone: "12" }, "emergencyPhone"],
      [{ documentType: "driving-licence" }, "documentType"],
      [{ documentType: "id-card", documentNumber: "1234 5678 9012" }, "documentType"],
      [{ documentNumber: "<script>" }, "documentNumber"],
      [{ fullName: "x".repeat(201) }, "fullName"],
      [{ passportNumber: "Z7734821" }, "passportNumber"],
    ];
    for (const [body, path] of cases) {
      const res = await put(token, 1, body).expect(400);
      expect(res.body.errors.map((e: { path: string }) => e.path), JSON.stringify(body)).toContain(path);
      expect(JSON.stringify(res.body)).not.toContain("Z7734821");
    }
  });

  it("when a domestic trip's traveller has no passport, then the record is complete without one, and an ID card is taken", async () => {
    const { token } = await acceptedTrip(app, { region: "domestic" });
    const { documentType: _t, documentNumber: _n, documentExpiry: _e, ...noDocument } = FULL_TRAVELLER;
    expect((await put(token, 1, noDocument).expect(200)).body.complete).toBe(true);
    expect((await put(token, 1, { documentType: "id-card", documentNumber: "1234 5678 9012" }).expect(200)).body.documentNumber).toBe("•••• 9012");
  });

  it('when "None given" is the document ("" or left out), then a domestic record saves complete and an international one is refused', async () => {
    const domestic = await acceptedTrip(app, { region: "domestic" });
    const { documentNumber: _n, documentExpiry: _e, ...noNumber } = FULL_TRAVELLER;
    const saved = await put(domestic.token, 1, { ...noNumber, documentType: "", documentNumber: "", documentExpiry: "" }).expect(200);
    expect(saved.body).toMatchObject({ documentType: null, documentNumber: null, complete: true });
    // A stored ID card, then "None given" with its number sent back masked: no document is kept.
    await put(domestic.token, 2, { ...noNumber, documentType: "id-card", documentNumber: "1234 5678 9012" }).expect(200);
    const cleared = await put(domestic.token, 2, { documentType: "", documentNumber: "•••• 9012" }).expect(200);
    expect(cleared.body).toMatchObject({ documentType: null, documentNumber: null, documentExpiry: null, complete: true });

    const abroad = await acceptedTrip(app);
    for (const documentType of ["", null]) {
      const res = await put(abroad.token, 1, { ...FULL_TRAVELLER, documentType }).expect(400);
      expect(res.body.errors).toEqual([{ path: "documentType", message: "An international trip needs a passport" }]);
    }
    // Left out with nothing stored: no document either.
    const { documentType: _t, documentNumber: _dn, documentExpiry: _de, ...noDocument } = FULL_TRAVELLER;
    for (const body of [noDocument, { fullName: "Anuradha Krishnan" }]) {
      const res = await put(abroad.token, 1, body).expect(400);
      expect(res.body.errors).toEqual([{ path: "documentType", message: "An international trip needs a passport" }]);
    }
    expect((await trip(abroad.token).expect(200)).body.travellers[0]).toMatchObject({ fullName: null, documentType: null });
    // Left out, the stored passport stands: a partial save is not a refusal.
    await put(abroad.token, 1, FULL_TRAVELLER).expect(200);
    expect((await put(abroad.token, 1, { dietary: "Vegan" }).expect(200)).body).toMatchObject({ documentType: "passport", complete: true });
  });

  it("when a traveller number is outside the quote, the link unknown, or the quote not yet accepted, then 404 and 409", async () => {
    const { token } = await acceptedTrip(app);
    await put(token, 3, FULL_TRAVELLER).expect(404);
    await put(token, 0, FULL_TRAVELLER).expect(404);
    await put(token, "x", FULL_TRAVELLER).expect(404);
    await trip("A".repeat(43)).expect(404);
    const open = await acceptedTrip(app, { accept: false });
    await trip(open.token).expect(409);
    await put(open.token, 1, FULL_TRAVELLER).expect(409);
    await request(app.t.app).put(apiPaths.tripInsurance.href(open.token)).send({ insurer: "Tata AIG", policyNumber: "P-1" }).expect(409);
  });

  it("when the booking is cancelled or the trip has ended, then saving is a 409", async () => {
    const cancelled = await acceptedTrip(app);
    await app.staff.post(apiPaths.bookingCancellation.href(cancelled.booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    await put(cancelled.token, 1, FULL_TRAVELLER).expect(409);
    const ended = await acceptedTrip(app, { startDate: "2027-03-10", endDate: "2027-03-15" });
    await put(ended.token, 1, { ...FULL_TRAVELLER, documentExpiry: "2030-01-01" }).expect(200);
    app.clock.set(new Date("2027-03-16T06:00:00Z"));
    try {
      const res = await put(ended.token, 1, { dietary: "Vegan" }).expect(409);
      expect(res.body.message).toMatch(/ended/);
      await trip(ended.token).expect(200);
    } finally {
      app.clock.set(TRAVELLERS_NOW);
    }
  });

  it("when insurance is saved, then it is read back; without an insurer it is a 400", async () => {
    const { token } = await acceptedTrip(app);
    const ins = (body: object) => request(app.t.app).put(apiPaths.tripInsurance.href(token)).send(body);
    expect((await ins({ insurer: "", policyNumber: "P-1" }).expect(400)).body.errors[0].path).toBe("insurer");
    await ins({ insurer: "Tata AIG", policyNumber: "TA-2027-0042" }).expect(200);
    expect((await trip(token).expect(200)).body.insurance).toEqual({ insurer: "Tata AIG", policyNumber: "TA-2027-0042" });
  });

  it("when staff open the booking, then they see the travellers masked; Reveal shows the number and is audited without it", async () => {
    const { booking, token } = await acceptedTrip(app);
    await put(token, 1, FULL_TRAVELLER).expect(200);
    const desk = await app.staff.get(apiPaths.bookingTravellers.href(booking.id)).expect(200);
    expect(desk.body.travellers[0].documentNumber).toBe("•••• 4821");
    expect(JSON.stringify(desk.body)).not.toContain("Z7734821");
    const agent = await signedIn(app.t, await addStaff(app.t, `agent${booking.id}`));
    const revealed = await agent.post(apiPaths.travellerReveal.href(booking.id, 1)).expect(200);
    expect(revealed.body).toEqual({ n: 1, documentNumber: "Z7734821", medical: "Asthma: carries an inhaler" });
    const entries = await app.t.db.database.db.select().from(auditLog).where(and(eq(auditLog.action, "traveller-revealed"), eq(auditLog.target, `booking ${booking.id}`)));
    expect(entries).toHaveLength(1);
    expect(entries[0].detail).toEqual({ traveller: 1 });
    expect(JSON.stringify(entries)).not.toContain("Z7734821");
    await app.staff.post(apiPaths.travellerReveal.href(booking.id, 2)).expect(404);
    await request(app.t.app).post(apiPaths.travellerReveal.href(booking.id, 1)).expect(401);
    await request(app.t.app).get(apiPaths.bookingTravellers.href(booking.id)).expect(401);
  });
});
