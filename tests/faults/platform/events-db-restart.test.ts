import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream, signIn } from "../../support/event-stream";
import { enquiry, ownPostgres, postEnquiry, startServer, type RunningServer } from "../../support/server-process";

const STAFF = { ADMIN_USERNAME: "listen-staff", ADMIN_PASSWORD: "listen-staff-password" };

describe("the LISTEN connection when PostgreSQL restarts", () => {
  let pgServer: Awaited<ReturnType<typeof ownPostgres>>;
  let server: RunningServer;
  beforeAll(async () => {
    pgServer = await ownPostgres();
    server = await startServer({ DATABASE_URL: pgServer.url, ...STAFF });
  });
  afterAll(async () => {
    await server?.stop();
    pgServer?.destroy();
  });

  it("when the database stops and comes back, then an open desk gets events again without reconnecting", async () => {
    const cookie = await signIn(server.url, STAFF.ADMIN_USERNAME, STAFF.ADMIN_PASSWORD);
    const desk = await openEventStream(server.url, cookie);
    const before = await postEnquiry(server.url, enquiry(1));
    expect(await desk.nextBooking()).toBe(before.body!.id);

    pgServer.stop();
    await new Promise((r) => setTimeout(r, 1_000));
    pgServer.start();

    // The listener reconnects on its own schedule: keep sending until one enquiry's event arrives.
    const sent: number[] = [];
    const arrived = desk.nextBooking(30_000);
    let got: number | undefined;
    arrived.then((id) => (got = id)).catch(() => {});
    for (let i = 2; got === undefined && i < 40; i++) {
      const r = await postEnquiry(server.url, enquiry(i));
      if (r.status === 201) sent.push(r.body!.id as number);
      await new Promise((r) => setTimeout(r, 500));
    }
    const id = await arrived;
    expect(sent).toContain(id);
    expect(server.proc.exitCode).toBeNull();
    desk.close();
  });
});
