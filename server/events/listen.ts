import type { Database, Unlisten } from "../db";

const LISTEN_RETRY_MS = [500, 1_000, 2_000, 5_000];

/**
 * Calls `onPayload` for every NOTIFY on `channel` until the returned function is called. On
 * PostgreSQL this holds one connection of its own, reconnected after errors.
 */
export function listen(database: Pick<Database, "notifications">, channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
  const n = database.notifications;
  if (n.kind === "pglite") return n.listen(channel, onPayload);
  return listenPostgres(n, channel, onPayload).then((stop) => n.track(stop));
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When the
 * connection drops (a database restart), it reconnects with growing pauses and listens again.
 */
async function listenPostgres(
  n: Extract<Database["notifications"], { kind: "postgres" }>,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  let client: import("pg").Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const retry = (c: import("pg").Client) => {
    if (stopped || client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    timer = setTimeout(connect, LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)]);
  };
  const connect = async () => {
    const c = n.connect();
    client = c;
    c.on("notification", (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    c.on("error", (err) => {
      n.onError?.(err);
      retry(c);
    });
    c.on("end", () => retry(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      failures = 0;
    } catch (err) {
      n.onError?.(err as Error);
      retry(c);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
