import type pgModule from "pg";

/** How long a request may wait for one of the pool's connections to come free: a burst on one booking queues behind its lock. */
export const POOL_WAIT_MS = 10_000;
/** How long opening a connection may take: a database that does not answer fails a request in about two seconds, not ten. */
export const CONNECT_MS = 2_000;
export const POOL_SIZE = 10;
/** How long a connection may sit silent before TCP's keep-alive probes check that it is still there. */
export const KEEP_ALIVE_MS = 30_000;

/**
 * The server's pool of PostgreSQL connections. `pg` has one setting for both waits above (a
 * connection's opening and a request's turn in the queue); 2 s for both answered 503 to payments
 * queued behind one booking's lock on a busy machine, so the client class opens its connections
 * with the shorter bound and the pool keeps the longer for the queue.
 *
 * Connections are kept however long the site is quiet: a new one pays for loading the catalogue of
 * every table, index and trigger it touches, and fifty acceptances after a quiet half minute took
 * 84 ms at p95 on new connections against 35 ms on kept ones (docs/performance.md). TCP keep-alive
 * finds a connection the network dropped while idle; the pool then replaces it.
 */
export function newPool(pg: typeof pgModule, url: string): pgModule.Pool {
  class Client extends pg.Client {
    // The pool hands each new client its own options, an object.
    constructor(config?: pgModule.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: CONNECT_MS, keepAlive: true, keepAliveInitialDelayMillis: KEEP_ALIVE_MS });
    }
  }
  return new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 0,
    Client,
  });
}
