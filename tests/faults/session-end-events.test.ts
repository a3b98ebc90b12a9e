import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream, signIn, type EventStream } from "../support/event-stream";
import { startServer, type RunningServer } from "../support/server-process";
import { emptyPostgresDatabase } from "../support/database";

const STAFF = { ADMIN_USERNAME: "ending-staff", ADMIN_PASSWORD: "ending-staff-password" };

/** Real server processes on one PostgreSQL database: a session ended on one closes streams on the other. */
describe("event streams when their session ends on another server process", () => {
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  const streams: EventStream[] = [];

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

  const closedWithin = (s: EventStream, ms: number) => Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

  it("when the session signs out on the second process, then its stream on the first closes within a second; another session's stays", async () => {
    const cookie = await signIn(a.url, STAFF.ADMIN_USERNAME, STAFF.ADMIN_PASSWORD);
    const other = await signIn(a.url, STAFF.ADMIN_USERNAME, STAFF.ADMIN_PASSWORD);
    const desk = await openEventStream(a.url, cookie);
    const otherDesk = await openEventStream(a.url, other);
    streams.push(desk, otherDesk);
    expect(desk.status).toBe(200);
    const out = await fetch(`${b.url}/api/auth/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(204);
    expect(await closedWithin(desk, 1_000)).toBe(true);
    expect(await closedWithin(otherDesk, 300)).toBe(false);
  });
});
