import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cancellations, payments } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { seedBookings } from "../../support/seed-bookings";
import { createLogger } from "../../../server/core/logger";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027: the desk's today is 2027-03-01. */
const NOW = new Date("2027-03-01T06:00:00Z");
const TODAY = "2027-03-01";
/** Control characters a spreadsheet, a terminal or the database trips on; newline and tab are text. */
const CONTROLS = ["\u0000", "\u0007", "\u001b[31m", "\r", "\u007f", "\u0085", "\u009b"];

const logged: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    logged.push(String(chunk));
    done();
  },
});

describe.each(DB_KINDS)("money texts on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { logger: createLogger("info", sink) });
  const trip = (firstName: string) => acceptedBooking(app.t, { firstName, total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });

  it("when a payment's reference or note, a void reason or a refund reference holds a control character, then 400 naming the field, nothing stored, and no line of the log repeats it", async () => {
    const { booking } = await trip("Asha");
    const base = apiPaths.booking.href(booking.id);
    for (const c of CONTROLS) {
      const typed = `typed-by-asha${c}x`;
      for (const [body, field] of [
        [{ amount: 100, receivedOn: TODAY, method: "upi", reference: typed }, "reference"],
        [{ amount: 100, receivedOn: TODAY, method: "upi", reference: "U-1", note: typed }, "note"],
      ] as const) {
        const res = await app.staff.post(`${base}/payments`).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
      }
    }
    expect(await app.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);

    const paid = await app.staff.post(`${base}/payments`).send({ amount: 30_000, receivedOn: "2027-02-21", method: "upi", reference: "U-2", note: "first line\nsecond\tcolumn" }).expect(201);
    expect(paid.body.note).toBe("first line\nsecond\tcolumn");
    for (const c of CONTROLS) {
      const res = await app.staff.post(`${base}/payments/${paid.body.id}/void`).send({ reason: `typed-by-asha${c}x` });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["reason"]);
    }
    await app.staff.post(`${base}/cancellation`).send({ reason: "visitor", settlement: "refund" }).expect(200);
    for (const c of CONTROLS) {
      const res = await app.staff.post(`${base}/refund-paid`).send({ paidOn: TODAY, method: "upi", reference: `typed-by-asha${c}x` });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["reference"]);
    }
    const [cancellation] = await app.db.select().from(cancellations).where(eq(cancellations.bookingId, booking.id));
    expect(cancellation.refundReference).toBeNull();
    expect(logged.join("")).not.toContain("typed-by-asha");
  });

  it("when a quote's note or an extra's label holds a control character, then 400", async () => {
    const { Bina: booking } = await seedBookings(app.t, [{ firstName: "Bina", hoursAgo: 2 }]);
    const quote = { startDate: "2027-07-01", endDate: "2027-07-05", travellers: 1, pricePerPerson: 10_000 };
    for (const c of ["\u0007", "\u001b", "\u0085"]) {
      expect((await app.staff.post(apiPaths.bookingQuotes.href(booking.id)).send({ ...quote, note: `a${c}b` })).status).toBe(400);
      expect((await app.staff.post(apiPaths.bookingQuotes.href(booking.id)).send({ ...quote, extras: [{ label: `a${c}b`, amount: 10 }] })).status).toBe(400);
    }
    const sent = await app.staff.post(apiPaths.bookingQuotes.href(booking.id)).send({ ...quote, note: "Line one\n\tLine two" });
    expect(sent.status).toBe(201);
  });
});
