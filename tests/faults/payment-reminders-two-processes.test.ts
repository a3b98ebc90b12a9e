import { describe, expect, it } from "vitest";
import { enquiry, postEnquiry, type RunningServer } from "../support/server-process";
import { useDeskProcesses } from "../support/desk-processes";
import { waitFor } from "../support/smtp";
import { moreRounds } from "../support/desk-rounds";
import { zonedTime } from "@shared/desk-clock";

const ZONE = "Asia/Kolkata";

/**
 * Two production servers on one PostgreSQL database start at the same moment on the day three
 * instalments become due soon: their first desk ticks run side by side, and the real SMTP server
 * receives one reminder per instalment; another round of both ticks and a restart send no more.
 */
describe("payment reminders with two server processes", () => {
  const desk = useDeskProcesses(ZONE, () => zonedTime("2027-03-01", "10:00", ZONE));
  let servers: RunningServer[] = [];

  const reminders = () => desk.smtp.received.filter((m) => m.subject?.startsWith("Payment due on"));

  it("when both processes tick on the reminder day, then each instalment's reminder arrives once", async () => {
    // One server migrates the database and takes three enquiries; each is then accepted with a
    // schedule whose second instalment is due on 8 March 2027, 7 days after the desk's today.
    const first = await desk.start();
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push(((await postEnquiry(first.url, enquiry(i))).body as { id: number }).id);
    await first.stop();
    for (const id of ids) {
      await desk.client.query("update bookings set status = 'confirmed' where id = $1", [id]);
      const quote = await desk.client.query(
        `insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, region, base, discounts, extras, total, valid_until, state, created_by, accepted_at)
         values ($1, 1, '2027-04-07', '2027-04-12', 1, 100000, 'domestic', 100000, '[]', '[]', 100000, '2027-02-20', 'accepted', 'staff', '2027-02-13T06:00:00Z') returning id`,
        [id],
      );
      await desk.client.query(
        `insert into instalments (booking_id, quote_id, kind, label, percent, amount, due_date, created_by, created_at) values
         ($1, $2, 'schedule', 'Deposit', 30, 30000, '2027-02-13', 'staff', '2027-02-13T06:00:00Z'),
         ($1, $2, 'schedule', 'Second payment', 40, 40000, '2027-03-08', 'staff', '2027-02-13T06:00:00Z'),
         ($1, $2, 'schedule', 'Final payment', 30, 30000, '2027-03-23', 'staff', '2027-02-13T06:00:00Z')`,
        [id, quote.rows[0].id],
      );
      await desk.client.query(`insert into payments (booking_id, amount, received_on, method, recorded_by) values ($1, 30000, '2027-02-14', 'cash', 'staff')`, [id]);
      // What the money storage keeps with every change (money-due-sql.ts): the deposit paid, the rest owed.
      await desk.client.query(
        `insert into instalment_owed (instalment_id, booking_id, due_date, owed)
         select id, booking_id, due_date, amount from instalments where booking_id = $1 and label <> 'Deposit'`,
        [id],
      );
      await desk.client.query("update bookings set payment_due_on = '2027-03-08' where id = $1", [id]);
    }

    servers = await Promise.all([desk.start(), desk.start()]);
    await waitFor("three reminders", () => reminders().length >= 3, 45_000, 100);
    // Another round of both processes' ticks, then both restarted the same day and a round of each after it.
    await moreRounds(servers);
    await Promise.all(servers.map((s) => s.stop()));
    servers = await Promise.all([desk.start(), desk.start()]);
    await moreRounds(servers);

    const got = reminders();
    expect(got).toHaveLength(3);
    expect(got.every((m) => m.subject?.startsWith("Payment due on 8 March 2027: ₹40,000"))).toBe(true);
    expect((await desk.client.query("select count(*)::int as n from payment_reminders")).rows[0].n).toBe(3);
    expect((await desk.client.query("select count(*)::int as n from mail_outbox where kind = 'payment-reminder' and status = 'sent'")).rows[0].n).toBe(3);
  }, 240_000);
});
