import { describe, expect, it } from "vitest";
import { openEventStream, signIn } from "../../support/event-stream";
import { enquiry, postEnquiry, startServer, useServersOnFreshPostgres } from "../../support/server-process";

const STAFF = { ADMIN_USERNAME: "events-staff", ADMIN_PASSWORD: "events-staff-password" };

describe("new enquiries reach open desks across server processes", () => {
  const two = useServersOnFreshPostgres(2, STAFF);
  const open = async (url: string) => {
    const cookie = await signIn(url, STAFF.ADMIN_USERNAME, STAFF.ADMIN_PASSWORD);
    const s = await openEventStream(url, cookie);
    two.opened.push(s);
    return s;
  };

  it("when the second process stores an enquiry, then a desk on the first gets its event; a bot's sends none", async () => {
    const desk = await open(two.servers[0].url);
    expect(desk.status).toBe(200);
    const bot = await postEnquiry(two.servers[1].url, { ...enquiry(1), website: "http://spam.example" });
    expect(bot.status).toBe(201);
    const real = await postEnquiry(two.servers[1].url, enquiry(2));
    expect(real.status).toBe(201);
    expect(await desk.nextBooking()).toBe(real.body!.id);
    expect(desk.bookings()).toEqual([real.body!.id]);
  });

  it("when the first process restarts, then its open stream ends, and a reconnecting desk gets events again", async () => {
    const desk = await open(two.servers[0].url);
    const port = new URL(two.servers[0].url).port;
    const exit = await two.servers[0].stop();
    await desk.ended;
    // Exit code 0: the open stream did not hold the shutdown until its forced exit (code 1).
    console.log(`events: first process stopped in ${exit.ms} ms with a desk connected`);
    expect(exit.code).toBe(0);

    two.servers[0] = await startServer({ DATABASE_URL: two.databaseUrl, ...STAFF, PORT: port });
    const again = await open(two.servers[0].url);
    expect(again.status).toBe(200);
    const real = await postEnquiry(two.servers[1].url, enquiry(3));
    expect(await again.nextBooking()).toBe(real.body!.id);
  });
});
