import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { ImapFlow } from "imapflow";
import type { Logger } from "../../../core/logger";
import type { Db } from "../../../db";
import { advanceMailbox, LeaseLostError, type ConversationStorage } from "../../../storage";
import type { StoreResult } from "../store-incoming";
import { MAX_MESSAGE_BYTES, TOO_LARGE_KEEP } from "../limits";
import type { MailSource } from "./folder";

export interface ImapSourceOptions {
  /** imap://user:password@host:143/INBOX or imaps://…:993/INBOX (the mailbox defaults to INBOX). */
  url: string;
  storage: { conversations: Pick<ConversationStorage, "takeMailboxLease" | "releaseMailboxLease" | "mailboxPosition"> };
  /** Stores one raw message (storeRawMail); `size` is the whole message's when `raw` is only its start. */
  store(raw: Buffer, after: (tx: Db) => Promise<void>, size: number): Promise<StoreResult>;
  logger: Logger;
  /** How often the lease is renewed and the mailbox looked at when IDLE says nothing (5 s). */
  pollMs?: number;
  /** How long a lease lasts without renewal: another process takes over after it (45 s, so within a minute with the poll). */
  leaseMs?: number;
  /** Messages fetched per round (200). */
  batch?: number;
}

export interface ImapTarget {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
  /** The mailbox's name in mailbox_state: the URL without its password. */
  key: string;
}

export function parseImapUrl(raw: string): ImapTarget | undefined {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return undefined;
  }
  if ((u.protocol !== "imap:" && u.protocol !== "imaps:") || !u.hostname || !u.username) return undefined;
  const secure = u.protocol === "imaps:";
  const port = u.port ? Number(u.port) : secure ? 993 : 143;
  const mailbox = decodeURIComponent(u.pathname.replace(/^\//, "")) || "INBOX";
  const user = decodeURIComponent(u.username);
  return { host: u.hostname, port, secure, user, pass: decodeURIComponent(u.password), mailbox, key: `${u.protocol}//${user}@${u.hostname}:${port}/${mailbox}` };
}

/**
 * Reads the company mailbox over IMAP: one process at a time, by a lease in the database renewed
 * at every look; IDLE wakes it when the server has it, the poll otherwise. Each message is stored
 * with the new last UID in one transaction, so a restart resumes after the last one stored and a
 * process that lost its lease stores nothing more.
 */
export function startImapSource(o: ImapSourceOptions): MailSource & { holdsLease(): boolean } {
  const target = parseImapUrl(o.url);
  if (!target) throw new Error("IMAP_URL is not an imap:// or imaps:// URL with a user");
  const pollMs = o.pollMs ?? 5_000;
  const leaseMs = o.leaseMs ?? 45_000;
  const batch = o.batch ?? 200;
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = o.logger.child({ component: "imap", mailbox: target.key });
  let client: ImapFlow | undefined;
  let leased = false;
  let stopped = false;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<ImapFlow> {
    if (client?.usable) return client;
    const c = new ImapFlow({
      host: target!.host,
      port: target!.port,
      secure: target!.secure,
      auth: { user: target!.user, pass: target!.pass },
      logger: false,
      maxIdleTime: Math.max(pollMs, 30_000),
    });
    c.on("error", (err: unknown) => log.warn({ err }, "IMAP connection error"));
    c.on("exists", () => schedule(0));
    c.on("close", () => {
      if (client === c) client = undefined;
    });
    await c.connect();
    await c.mailboxOpen(target!.mailbox);
    client = c;
    log.info({ holder }, "reading the mailbox");
    return c;
  }

  async function disconnect(): Promise<void> {
    const c = client;
    client = undefined;
    await c?.logout().catch(() => c.close());
  }

  /** Stores every message after the last UID stored; answers how many were new. */
  async function readNew(): Promise<number> {
    const c = await connect();
    // The session's view of the mailbox grows only when the server may say so: a NOOP first, or a
    // message delivered since the last look is missed until the look after.
    await c.noop();
    const box = c.mailbox;
    if (!box) throw new Error("no mailbox open");
    const uidValidity = Number(box.uidValidity);
    const pos = await o.storage.conversations.mailboxPosition(target!.key);
    let last = pos.uidValidity === uidValidity ? pos.lastUid : 0;
    let stored = 0;
    for (;;) {
      // Sizes first: a message over the limit is never downloaded whole.
      const found: { uid: number; size: number }[] = [];
      // "last+1:*" always names the newest message too, even when it is not new: filtered below.
      for await (const m of c.fetch(`${last + 1}:*`, { uid: true, size: true }, { uid: true })) {
        if (m.uid <= last) continue;
        found.push({ uid: m.uid, size: m.size ?? 0 });
        if (found.length >= batch) break;
      }
      if (found.length === 0) return stored;
      for (const m of found) {
        if (stopped) return stored;
        const big = m.size > MAX_MESSAGE_BYTES;
        const fetched = await c.fetchOne(String(m.uid), { uid: true, source: big ? { start: 0, maxLength: TOO_LARGE_KEEP } : true }, { uid: true });
        // Expunged since it was listed: nothing to store; the next message stored moves the position past it.
        if (fetched && fetched.source) {
          const r = await o.store(fetched.source, advanceMailbox(target!.key, holder, uidValidity, m.uid), big ? m.size : fetched.source.length);
          if (r.stored) stored++;
          if (big) log.warn({ uid: m.uid, size: m.size }, "message over the size limit: its start is kept as could not be read");
        }
        last = m.uid;
      }
    }
  }

  async function tick(): Promise<number> {
    if (stopped) return 0;
    leased = await o.storage.conversations.takeMailboxLease(target!.key, holder, leaseMs);
    if (!leased) {
      // Another process reads it; this one waits to take over if that one stops renewing.
      if (client) await disconnect();
      return 0;
    }
    try {
      return await readNew();
    } catch (err) {
      if (err instanceof LeaseLostError) {
        leased = false;
        log.info("the mailbox passed to another process");
      } else log.warn({ err }, "reading the mailbox failed; will retry");
      await disconnect();
      return 0;
    }
  }

  /** Asked for while a look was running (IDLE announced a message): look again at once after it. */
  let again = false;

  function readNow(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = tick().finally(() => {
      running = undefined;
      schedule(again ? 0 : pollMs);
      again = false;
    });
    return running;
  }

  function schedule(ms: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void readNow(), ms);
    timer.unref();
  }

  schedule(0);
  return {
    readNow,
    holdsLease: () => leased,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      await disconnect();
      if (leased) await o.storage.conversations.releaseMailboxLease(target!.key, holder).catch(() => {});
      leased = false;
    },
  };
}
