import type pgModule from "pg";

/** How long a request may wait for one of the pool's connections to come free: a burst on one booking queues behind its lock. */
export const POOL_WAIT_MS = 10_000;
/** How long opening a connection may take: a database that does not answer fails a request in about two seconds, not ten. */
export const CONNECT_MS = 2_000;
export const POOL_SIZE = 10;

/**
 * The server's pool of PostgreSQL connections. `pg` has one setting for both waits above (a
 * connection's opening and a request's turn in the queue); 2 s for both answered 503 to payments
 * queued behind one booking's lock on a busy machine, so the client class opens its connections
 * with the shorter bound and the pool keeps the longer for the queue.
 */
export function newPool(pg: typeof pgModule, url: string): pgModule.Pool {
  class Client extends pg.Client {
    // The pool hands each new client its own options, an object.
    constructor(config?: pgModule.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: CONNECT_MS });
    }
  }
  return new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
    Client,
  });
}
