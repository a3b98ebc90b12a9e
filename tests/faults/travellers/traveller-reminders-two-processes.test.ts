import { describe, expect, it } from "vitest";
import { enquiry, postEnquiry, type RunningServer } from "../../support/server-process";
import { useDeskProcesses } from "../../support/desk-processes";
import { waitFor } from "../../support/smtp";
import { moreRounds } from "../../support/desk-rounds";
import { seedAcceptedBooking } from "../../support/accepted-sql";
import { zonedTime } from "@shared/desk-clock";

const ZONE = "Asia/Kolkata";

/**
 * Two production servers on one PostgreSQL database start together on a day when three accepted
 * trips starting in 24 days lack their travellers' details, and their deposits were paid 15 days
 * ago without insurance: the real SMTP server receives one details reminder and one insurance
 * reminder per booking; more rounds of both and a restart of both send no more.
 */
describe("traveller details reminders with two server processes", () => {
  const desk = useDeskProcesses(ZONE, () => zonedTime("2027-03-01", "10:00", ZONE));
  let servers: RunningServer[] = [];

  const details = () => desk.smtp.received.filter((m) => m.subject?.startsWith("Traveller details for booking"));
  const insurance = () => desk.smtp.received.filter((m) => m.subject?.startsWith("Travel insurance for booking"));

  it("when both processes tick, then each booking's details and insurance reminders arrive once", async () => {
    const first = await desk.start();
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push(((await postEnquiry(first.url, enquiry(i))).body as { id: number }).id);
    await first.stop();
    for (const id of ids) {
      await seedAcceptedBooking(desk.client, id, {
        total: 100_000,
        startDate: "2027-03-25",
        acceptedOn: "2027-02-13",
        region: "international",
        travellers: 2,
        schedule: [
          { label: "Deposit", percent: 30, amount: 30_000, dueDate: "2027-02-13" },
          { label: "Balance", percent: 70, amount: 70_000, dueDate: "2027-03-10" },
        ],
        paid: { amount: 30_000, receivedOn: "2027-02-14" },
      });
    }

    servers = await Promise.all([desk.start(), desk.start()]);
    await waitFor("three details and three insurance reminders", () => details().length >= 3 && insurance().length >= 3, 45_000, 100);
    await moreRounds(servers);
    await Promise.all(servers.map((s) => s.stop()));
    servers = await Promise.all([desk.start(), desk.start()]);
    await moreRounds(servers);

    expect(details()).toHaveLength(3);
    expect(insurance()).toHaveLength(3);
    expect(details().every((m) => m.subject?.endsWith("due by 23 February 2027"))).toBe(true);
    expect((await desk.client.query("select kind, count(*)::int as n from traveller_reminders group by kind order by kind")).rows).toEqual([
      { kind: "details-30", n: 3 },
      { kind: "insurance", n: 3 },
    ]);
  }, 240_000);
});
