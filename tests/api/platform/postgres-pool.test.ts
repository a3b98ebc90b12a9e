import net from "node:net";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
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

  it("when the site is quiet for an hour after a burst, then the pool keeps its connections: the next burst finds the same ones", async () => {
    const pool = newPool(pg, url!);
    const burst = async () => {
      const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      const pids = await Promise.all(clients.map(async (c) => (await c.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid));
      return { clients, pids: new Set(pids) };
    };
    try {
      const first = await burst();
      expect(first.pids.size).toBe(POOL_SIZE);
      // The pool's idle timers start as its clients come back: an hour passes on the fake clock.
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      try {
        for (const c of first.clients) c.release();
        vi.advanceTimersByTime(3_600_000);
      } finally {
        vi.useRealTimers();
      }
      expect(pool.totalCount).toBe(POOL_SIZE);
      const second = await burst();
      expect(second.pids).toEqual(first.pids);
      for (const c of second.clients) c.release();
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
