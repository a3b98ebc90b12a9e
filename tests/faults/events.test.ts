import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream, signIn, type EventStream } from "../support/event-stream";
import { enquiry, postEnquiry, startServer, type RunningServer } from "../support/server-process";
import { emptyPostgresDatabase } from "../support/database";

const STAFF = { ADMIN_USERNAME: "events-staff", ADMIN_PASSWORD: "events-staff-password" };

describe("new enquiries reach open desks across server processes", () => {
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  const streams: EventStream[] = [];
  const open = async (url: string) => {
    const cookie = await signIn(url, STAFF.ADMIN_USERNAME, STAFF.ADMIN_PASSWORD);
    const s = await openEventStream(url, cookie);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    db = await emptyPostgresDatabase();
    const env = { DATABASE_URL: db.url, ...STAFF };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it("when the second process stores an enquiry, then a desk on the first gets its event; a bot's sends none", async () => {
    const desk = await open(a.url);
    expect(desk.status).toBe(200);
    const bot = await postEnquiry(b.url, { ...enquiry(1), website: "http://spam.example" });
    expect(bot.status).toBe(201);
    const real = await postEnquiry(b.url, enquiry(2));
    expect(real.status).toBe(201);
    expect(await desk.nextBooking()).toBe(real.body!.id);
    expect(desk.bookings()).toEqual([real.body!.id]);
  });

  it("when the first process restarts, then its open stream ends, and a reconnecting desk gets events again", async () => {
    const desk = await open(a.url);
    const port = new URL(a.url).port;
    const exit = await a.stop();
    await desk.ended;
    // Exit code 0: the open stream did not hold the shutdown until its forced exit (code 1).
    console.log(`events: first process stopped in ${exit.ms} ms with a desk connected`);
    expect(exit.code).toBe(0);

    a = await startServer({ DATABASE_URL: db.url, ...STAFF, PORT: port });
    const again = await open(a.url);
    expect(again.status).toBe(200);
    const real = await postEnquiry(b.url, enquiry(3));
    expect(await again.nextBooking()).toBe(real.body!.id);
  });
});
