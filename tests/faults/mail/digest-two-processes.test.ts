import { beforeAll, describe, expect, it } from "vitest";
import { enquiry, postEnquiry, type RunningServer } from "../../support/server-process";
import { useDeskProcesses } from "../../support/desk-processes";
import { moreRounds, waitForServers } from "../../support/desk-rounds";
import { deskDay, zonedTime } from "@shared/desk-clock";

const ZONE = "Asia/Kolkata";

/**
 * Two production servers on one PostgreSQL database with their desk clock moved to 08:00 in
 * DESK_TIMEZONE: the morning digest reaches each person with something due exactly once, through
 * the outbox and a real SMTP server, and a restart that morning sends nothing more.
 */
describe("the morning digest with two server processes", () => {
  const day = deskDay(new Date(), ZONE);
  const at = (time: string) => zonedTime(day, time, ZONE);
  const desk = useDeskProcesses(ZONE, () => at("07:00"));
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    servers = [await desk.start({ ADMIN_USERNAME: "asha", ADMIN_PASSWORD: "asha-long-password-1" })];
    servers.push(await desk.start());
  }, 90_000);

  const digests = () => desk.smtp.received.filter((m) => m.subject?.startsWith("Inner Light Journeys desk"));

  it("when the clock reaches 08:00, then the person with a booking awaiting a reply gets one digest, the others none, and a restart sends no second", async () => {
    const res = await postEnquiry(servers[0].url, enquiry(1));
    expect(res.status).toBe(201);
    const { id, reference } = res.body as { id: number; reference: string };
    await desk.client.query("update users set email = 'asha@innerlight.test' where username = 'asha'");
    await desk.client.query("update bookings set assignee_id = (select id from users where username = 'asha') where id = $1", [id]);
    // A colleague with an address and nothing due, and one with the digest turned off.
    await desk.client.query(
      "insert into users (username, password, role, email, digest_enabled) values ('bo', 'x', 'agent', 'bo@innerlight.test', true), ('chitra', 'x', 'agent', 'chitra@innerlight.test', false)",
    );
    await desk.client.query("update bookings set follow_up_at = $1, follow_up_note = 'Call after Diwali' where id = $2", [at("11:00"), id]);

    // Before 08:00, a round of both processes' ticks sends nothing.
    await moreRounds(servers);
    expect(digests()).toHaveLength(0);

    desk.clock.set(at("08:00"));
    // Long enough for one retry (server/mail/retry.ts: 30 s after a failed attempt): on a loaded
    // machine a first attempt can fail, and the digest arriving once, not its speed, is the claim.
    await waitForServers("the digest", servers, () => digests().length > 0, 120_000, 100);
    // Another round of ticks in both processes, then a restart of each at 08:05 and a round of each after it.
    await moreRounds(servers);
    desk.clock.set(at("08:05"));
    await Promise.all(servers.map((s) => s.stop()));
    servers = await Promise.all([desk.start(), desk.start()]);
    await moreRounds(servers);

    const mails = digests();
    expect(mails.map((m) => m.to && "text" in m.to && m.to.text)).toEqual(["asha@innerlight.test"]);
    const text = mails[0].text ?? "";
    expect(text).toContain(`${reference} · Load1 Tester 1 · follow up ${day.slice(8, 10).replace(/^0/, "")}`);
    expect(text).toContain("11:00 IST");
    expect(text).toContain("Call after Diwali");
    expect(text).toContain(`https://desk.innerlight.test/admin/bookings?id=${id}`);
    expect(text).toContain("Your bookings awaiting a reply:");
    expect((await desk.client.query("select count(*)::int as n from digest_sends")).rows[0].n).toBe(1);
    expect((await desk.client.query("select count(*)::int as n from mail_outbox where kind = 'digest'")).rows[0].n).toBe(1);
    // The follow-up at 11:00 is not reached yet; at 11:01 one process records it, once.
    desk.clock.set(at("11:01"));
    await waitForServers("the follow-up reached", servers, async () => (await desk.client.query("select count(*)::int as n from booking_activities where kind = 'follow-up-due'")).rows[0].n > 0, 45_000, 250);
  }, 300_000);
});
