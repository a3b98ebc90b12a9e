import request from "supertest";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { DB_KINDS } from "../../support/database";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

const NOW = new Date("2027-03-01T06:00:00Z");

describe.each(DB_KINDS)("money Insights and the payments CSV on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);

  const pay = (id: number, body: object) => app.staff.post(apiPaths.bookingPayments.href(id)).send(body).expect(201);

  it("when quotes were accepted and payments received, then booked and received add up by month, with outstanding and overdue now; the CSV lists each payment", async () => {
    // Accepted 20 February (deposit ₹30,000 overdue from 28 February) and 1 January (deposit ₹12,000).
    const a = await acceptedBooking(app.t, { firstName: "Asha", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    const b = await acceptedBooking(app.t, { firstName: "Bina", total: 40_000, startDate: "2027-06-01", acceptedOn: "2027-01-10" });
    await pay(b.booking.id, { amount: 12_000, receivedOn: "2027-01-12", method: "bank-transfer", reference: "=HYPERLINK(1)" });
    await pay(a.booking.id, { amount: 10_000, receivedOn: "2027-02-25", method: "upi", reference: "A-1", note: "part, of the deposit" });
    const voided = await pay(a.booking.id, { amount: 5_000, receivedOn: "2027-02-26", method: "cash" });
    await app.staff.post(apiPaths.bookingPaymentVoid.href(a.booking.id, voided.body.id)).send({ reason: "Counted twice" }).expect(200);

    const res = await app.staff.get(apiPaths.moneyInsights.href("2026-12", "2027-03"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      byMonth: [
        { month: "2026-12", booked: 0, received: 0 },
        { month: "2027-01", booked: 40_000, received: 12_000 },
        { month: "2027-02", booked: 100_000, received: 10_000 },
        { month: "2027-03", booked: 0, received: 0 },
      ],
      outstanding: 140_000 - 22_000,
      overdue: 20_000,
    });
    // Read from the sums kept by due day, which follow every change to what is owed.
    const kept = (await app.db.execute(sql`select day::text as day, owed::int as owed from owed_days where owed <> 0 order by day`)) as unknown as { rows: unknown[] };
    const summed = (await app.db.execute(sql`select due_date::text as day, sum(owed)::int as owed from instalment_owed group by due_date order by due_date`)) as unknown as { rows: unknown[] };
    expect(kept.rows).toEqual(summed.rows);
    expect(summed.rows.length).toBeGreaterThan(2);
    for (const q of ["from=2027-03&to=2027-01", "from=2027-13&to=2027-14", "from=2027-01", "from=2000-01&to=2027-01", "from=2027-01&to=2027-02&x=1"]) {
      expect((await app.staff.get(`${apiPaths.moneyInsights.pattern}?${q}`)).status, q).toBe(400);
    }
    expect((await request(app.t.app).get(apiPaths.moneyInsights.href("2027-01", "2027-02"))).status).toBe(401);

    const csv = await app.staff.get(apiPaths.paymentsCsv.href("2027-01-01", "2027-02-28"));
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Kind,Number,Date,Amount (INR),Voided amount (INR),Method,Reference,Note,Void reason,Voided at (Asia/Kolkata),Recorded by,Recorded at (Asia/Kolkata),Booking,Name");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^Payment,\\d+,2027-01-12,12000,,Bank transfer,'=HYPERLINK\\(1\\),,,,staff,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,${b.booking.reference},Bina `));
    expect(lines[2]).toContain(',10000,,UPI,A-1,"part, of the deposit",,,staff,');
    expect(lines[3]).toMatch(/^Payment \(voided\),\d+,2027-02-26,,5000,Cash,,,Counted twice,\d{4}-\d\d-\d\d \d\d:\d\d,staff,/);
    expect((await app.staff.get(apiPaths.paymentsCsv.href("2027-02-01", "2027-01-01"))).status).toBe(400);
    expect((await app.staff.get(apiPaths.paymentsCsv.href("2027-02-30", "2027-03-01"))).status).toBe(400);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, "payments-csv-export"))).toHaveLength(1);
  });
});
