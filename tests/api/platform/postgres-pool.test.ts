import net from "node:net";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { CONNECT_MS, POOL_SIZE, POOL_WAIT_MS, newPool } from "../../../server/db/postgres-pool";
import { isDatabaseUnavailable } from "../../../server/core/errors";

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("the PostgreSQL pool", () => {
  it("when every connection is busy for longer than opening one may take, then a request waits its turn and is answered", async () => {
    const pool = newPool(pg, url!);
    try {
      const held = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      const queued = pool.query("select 1 as one");
      // Longer than a connection may take to open, shorter than the queue's wait.
      await new Promise((r) => setTimeout(r, CONNECT_MS + 500));
      for (const c of held) c.release();
      expect((await queued).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  describe("when the database's address accepts but never answers", () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    afterAll(async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    });

    it("then a request fails as the database being unavailable within the opening's bound, not the queue's", async () => {
      await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
      const { port } = silent.address() as AddressInfo;
      const pool = newPool(pg, `postgres://postgres@127.0.0.1:${port}/none`);
      try {
        const started = Date.now();
        const err = await pool.query("select 1").then(
          () => null,
          (e: unknown) => e,
        );
        const took = Date.now() - started;
        expect(err).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(err), String(err)).toBe(true);
        expect(took).toBeGreaterThanOrEqual(CONNECT_MS - 100);
        expect(took).toBeLessThan(POOL_WAIT_MS);
      } finally {
        await pool.end();
      }
    });
  });
});
