import { describe, expect, it } from "vitest";
import { enquiry, postEnquiry, type RunningServer } from "../../support/server-process";
import { useDeskProcesses } from "../../support/desk-processes";
import { waitFor } from "../../support/smtp";
import { moreRounds } from "../../support/desk-rounds";
import { seedAcceptedBooking } from "../../support/accepted-sql";
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
      await seedAcceptedBooking(desk.client, id, {
        total: 100_000,
        startDate: "2027-04-07",
        acceptedOn: "2027-02-13",
        schedule: [
          { label: "Deposit", percent: 30, amount: 30_000, dueDate: "2027-02-13" },
          { label: "Second payment", percent: 40, amount: 40_000, dueDate: "2027-03-08" },
          { label: "Final payment", percent: 30, amount: 30_000, dueDate: "2027-03-23" },
        ],
        paid: { amount: 30_000, receivedOn: "2027-02-14" },
      });
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
