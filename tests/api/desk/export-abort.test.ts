import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings } from "@shared/schema/bookings";
import { buildBooking } from "../../support/factories";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { apiPaths } from "@shared/api-paths";

describe("the CSV export when the client goes away", () => {
  let t: TestApp;
  let server: http.Server;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    // Three batches of the export's 500: two full ones and one more row.
    const start = Date.now() - 1001 * 1000;
    await t.db.database.db.insert(bookings).values(Array.from({ length: 1001 }, (_, i) => ({ ...buildBooking(), createdAt: new Date(start + i * 1000) })) as never);
    const login = await request(t.app).post(apiPaths.login.href()).send(STAFF).expect(200);
    cookie = ([] as string[]).concat(login.headers["set-cookie"])[0].split(";")[0];
    server = http.createServer(t.app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it("when the download is cancelled after the first rows, then no further batch is queried", async () => {
    // The second batch waits until the server has seen the client go.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const list = t.storage.bookings.listBookings.bind(t.storage.bookings);
    const listSpy = vi.spyOn(t.storage.bookings, "listBookings").mockImplementation(async (q) => {
      if (listSpy.mock.calls.length === 2) await gate;
      return list(q);
    });
    let finished!: () => void;
    const iterationEnded = new Promise<void>((r) => (finished = r));
    const iterate = t.storage.bookings.iterateBookings.bind(t.storage.bookings);
    vi.spyOn(t.storage.bookings, "iterateBookings").mockImplementation(async function* (q) {
      try {
        yield* iterate(q);
      } finally {
        finished();
      }
    });
    const responseClosed = new Promise<void>((resolve) =>
      server.once("request", (_req, res: http.ServerResponse) => res.once("close", () => resolve())),
    );

    const { port } = server.address() as AddressInfo;
    const req = http.get({ host: "127.0.0.1", port, path: apiPaths.bookingExport.href(), headers: { Cookie: cookie } }, (res) => {
      expect(res.statusCode).toBe(200);
      res.once("data", () => req.destroy());
    });
    req.on("error", () => undefined);

    await responseClosed;
    release();
    await iterationEnded;
    expect(listSpy).toHaveBeenCalledTimes(2);
  });

  it("when the client reads it all, then every booking is in it once", async () => {
    vi.restoreAllMocks();
    const res = await request(t.app).get(apiPaths.bookingExport.href()).set("Cookie", cookie);
    expect(res.status).toBe(200);
    expect(res.text.trimEnd().split("\r\n")).toHaveLength(1 + 1001);
  });
});
