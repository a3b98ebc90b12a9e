import request from "supertest";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027: the desk's today is 2027-03-01. */
const NOW = new Date("2027-03-01T06:00:00Z");
const TODAY = "2027-03-01";
/** What staff typed about this one visitor, each found nowhere else. */
const TYPED = {
  quoteNote: "Quote-note: Zenobia's lake room, her sister joins",
  reference: "ZENOBIA-UPI-4411",
  note: "Payment-note: paid from Zenobia Quill's account",
  voidReason: "Void-reason: Zenobia sent it twice",
  refundReference: "ZENOBIA-REFUND-77",
  call: "Call: Zenobia says her knee surgery is on 3 May",
  overpaymentReference: "ZENOBIA-PAID-BACK-9",
};

/** Every row of the booking's money tables, as text. */
async function moneyRows(db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }): Promise<string> {
  let out = "";
  for (const table of ["quotes", "payments", "cancellations", "overpayment_refunds", "bookings", "booking_activities", "audit_log"]) {
    const res = (await db.execute(sql`select * from ${sql.identifier(table)}`)) as { rows: unknown[] };
    out += JSON.stringify(res.rows);
  }
  return out;
}

describe.each(DB_KINDS)("erasing a booking with money on %s", (kind) => {
  const { t, staff } = useMoneyApp(kind, NOW, { publicUrl: "https://innerlight.example" });

  it("when an admin erases a quoted, paid and cancelled booking, then the answer, the account, the trip page and the money rows repeat nothing typed about it", async () => {
    const { Zenobia: booking } = await seedBookings(t, [{ firstName: "Zenobia", hoursAgo: 2 }]);
    const base = apiPaths.booking.href(booking.id);
    const quote = await staff.post(`${base}/quotes`).send({ startDate: "2027-06-01", endDate: "2027-06-05", travellers: 1, pricePerPerson: 50_000, note: TYPED.quoteNote }).expect(201);
    const token = String(quote.body.tripUrl).split("/").pop()!;
    expect((await request(t.app).get(apiPaths.trip.href(token)).expect(200)).body.quote.note).toBe(TYPED.quoteNote);
    await request(t.app).post(apiPaths.tripAccept.href(token)).send({ quoteId: quote.body.id }).expect(200);
    const first = await staff.post(`${base}/payments`).send({ amount: 15_000, receivedOn: TODAY, method: "upi", reference: TYPED.reference, note: TYPED.note }).expect(201);
    await staff.post(`${base}/payments/${first.body.id}/void`).send({ reason: TYPED.voidReason }).expect(200);
    await staff.post(`${base}/payments`).send({ amount: 15_000, receivedOn: TODAY, method: "bank-transfer", reference: `${TYPED.reference}-2` }).expect(201);
    await staff.post(`${base}/cancellation`).send({ reason: "visitor", settlement: "refund" }).expect(200);
    await staff.post(`${base}/refund-paid`).send({ paidOn: TODAY, method: "bank-transfer", reference: TYPED.refundReference }).expect(200);
    await staff.post(`${base}/activities`).send({ kind: "call", body: TYPED.call }).expect(201);
    const typed = [...Object.values(TYPED), booking.email, booking.lastName, booking.phone];
    expect((await moneyRows(t.db.database.db)).includes(TYPED.quoteNote)).toBe(true);

    const erased = await staff.delete(`${base}/personal-data`).expect(200);
    const answer = JSON.stringify(erased.body);
    for (const v of typed) expect(answer, v).not.toContain(v);
    expect(answer).not.toContain("Zenobia");

    const account = await staff.get(`${base}/account`).expect(200);
    expect(account.body.quotes.map((q: { note: string | null }) => q.note)).toEqual([null]);
    const accountText = JSON.stringify(account.body);
    for (const v of typed) expect(accountText, v).not.toContain(v);
    expect((await request(t.app).get(apiPaths.trip.href(token))).status).toBe(404);
    const rows = await moneyRows(t.db.database.db);
    for (const v of typed) expect(rows, v).not.toContain(v);
  });

  it("when a booking was paid beyond its total and the difference paid back, then erasing it erases the reference of that refund", async () => {
    const { Yamuna: booking } = await seedBookings(t, [{ firstName: "Yamuna", hoursAgo: 2 }]);
    const base = apiPaths.booking.href(booking.id);
    const quote = await staff.post(`${base}/quotes`).send({ startDate: "2027-06-01", endDate: "2027-06-05", travellers: 1, pricePerPerson: 20_000 }).expect(201);
    const token = String(quote.body.tripUrl).split("/").pop()!;
    await request(t.app).post(apiPaths.tripAccept.href(token)).send({ quoteId: quote.body.id }).expect(200);
    await staff.post(`${base}/payments`).send({ amount: 25_000, receivedOn: TODAY, method: "upi", reference: "YAMUNA-1" }).expect(201);
    await staff.post(`${base}/refund-paid`).send({ paidOn: TODAY, method: "upi", reference: TYPED.overpaymentReference }).expect(200);
    expect(await moneyRows(t.db.database.db)).toContain(TYPED.overpaymentReference);
    await staff.delete(`${base}/personal-data`).expect(200);
    expect(await moneyRows(t.db.database.db)).not.toContain(TYPED.overpaymentReference);
  });
});
