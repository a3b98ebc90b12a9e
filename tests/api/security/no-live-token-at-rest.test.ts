import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import request from "supertest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { addDays, todayIn } from "@shared/money";
import { apiPaths } from "@shared/api-paths";
import { openDatabase, type Database } from "../../../server/db";
import { installRoutines } from "../../../server/storage/routines";
import { createStorage, type Storage } from "../../../server/storage";
import { createApp } from "../../../server/app/app";
import { createLogger, flushLog } from "../../../server/core/logger";
import { writeBackup } from "../../../server/jobs/backup";
import { startOutboxWorker, type OutboxWorker } from "../../../server/mail/outbox-worker";
import { createMailTransport } from "../../../server/mail/transport";
import { hashPassword } from "../../../server/auth/password";
import { openDataKey, type DataKey } from "../../../server/crypto/data-key";
import { tripLinkKeyOf } from "../../../server/storage/money/trip-links";
import { scrubOwed } from "../../../server/erasure/scrub-owed";
import { systemClock } from "../../../server/core/clock";
import { buildBooking } from "../../support/factories";
import { waitFor } from "../../support/smtp";
import { STAFF, TEST_PASSWORD_HASH_COST } from "../../support/test-app";
import { shapesIn } from "../../support/files-holding";
import { dumpAll } from "../../support/table-dump";
import { FULL_TRAVELLER } from "../../support/travellers";

const SESSION_SECRET = "test-secret-test-secret-test-secret-1234";
/**
 * A token's shape: trip links and session ids are 32 base64url characters, an e-mail confirmation's
 * token 43; found within a run of that alphabet, since a stored one may have a text value's length
 * byte before it and the next column's bytes after.
 */
const RUNS = /[A-Za-z0-9_-]{32,64}/g;
/** A sealed value (server/core/seal.ts): "v1." and base64. */
const SEALED = /v1\.[A-Za-z0-9+/]{24,}={0,2}/g;

/** Every token-shaped window of a run: a stored token may sit inside a longer run of its alphabet. */
function windows(runs: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const run of runs) for (const n of [32, 43]) for (let i = 0; i + n <= run.length; i++) out.add(run.slice(i, i + n));
  return out;
}

/**
 * The money e-mails, a traveller's reminder and a staff member's e-mail confirmation are sent;
 * then every string of a token's shape in the embedded database's folder (the WAL included), a
 * backup written after, the server's log and every table is tried against the server: none opens a
 * trip, a session or a confirmation. The e-mails as sent (MAIL_DIR) hold the links, and the same
 * search finds them live there, so the search itself works. Then the 60-day purge: no sealed value
 * on disk or in the next backup opens with the key for the purged trip's documents.
 */
describe("live tokens and purged documents on the embedded database's disk", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-tokens-"));
  const dataDir = path.join(root, "pglite");
  const mailDir = path.join(root, "mail");
  const backupDir = path.join(root, "backups");
  const logFile = path.join(root, "server.log");
  let database: Database;
  let storage: Storage;
  let app: Express;
  let worker: OutboxWorker;
  let logger: ReturnType<typeof createLogger>;
  let dataKey: DataKey;
  let admin: ReturnType<typeof request.agent>;
  let bookingId = 0;
  let tripToken = "";
  let endDate = "";

  /** Whether a string opens anything: a trip page, a staff session or an e-mail confirmation, asked of the server's own lookups. */
  async function opens(candidate: string): Promise<string | undefined> {
    if ((await storage.money.bookingOfTripToken(candidate)) !== undefined) return "trip";
    if (await storage.sessions.getSession(candidate)) return "session";
    if (await storage.users.pendingEmailFor(candidate)) return "confirmation";
    return undefined;
  }
  /**
   * The candidates worth asking the server about: those whose value, or SHA-256, is a key its
   * lookups compare with (a trip link's hash, a session's key, a confirmation's hash), however
   * stored. Thousands of strings of the shape are asked about in one read, and only these one by one.
   */
  async function worthAsking(candidates: Set<string>): Promise<string[]> {
    const { rows } = (await database.db.execute(
      sql`select token_hash as k from trip_links union all select sid from sessions union all select email_token_hash from users where email_token_hash is not null`,
    )) as unknown as { rows: { k: string }[] };
    const keys = new Set(rows.map((r) => r.k));
    return [...candidates].filter((c) => keys.has(c) || keys.has(createHash("sha256").update(c).digest("hex")));
  }
  async function liveIn(places: string[], extra = ""): Promise<string[]> {
    const runs = new Set([...shapesIn(places, RUNS).keys(), ...(extra.match(RUNS) ?? [])]);
    const live: string[] = [];
    for (const candidate of await worthAsking(windows(runs))) {
      const what = await opens(candidate);
      if (what) live.push(`${what} ${candidate}`);
    }
    return live;
  }

  async function backupNow(): Promise<string> {
    await database.db.execute(sql`checkpoint`);
    return (await writeBackup(() => database.dumpDataDir!(), backupDir, 10)).file;
  }

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: dataDir, afterMigrations: installRoutines });
    storage = createStorage(database.db, systemClock);
    dataKey = await openDataKey({ file: path.join(root, "keys", "data.key"), apartFrom: { PGLITE_DIR: dataDir, BACKUP_DIR: backupDir } }, storage.settings);
    await storage.users.createUser(STAFF.username, await hashPassword(STAFF.password, TEST_PASSWORD_HASH_COST), { role: "admin" });
    logger = createLogger("debug", pino.destination({ dest: logFile, sync: true }));
    const tripKey = tripLinkKeyOf(dataKey);
    worker = startOutboxWorker({ storage, clock: systemClock, transport: createMailTransport({ dir: mailDir }), from: { address: "hello@innerlight.test" }, baseUrl: "http://x.test", logger, pollMs: 50, tripKey });
    app = createApp({
      storage,
      config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy: undefined, publicUrl: "http://x.test", passwordHashCost: TEST_PASSWORD_HASH_COST },
      clock: systemClock,
      sessionSecret: SESSION_SECRET,
      logger,
      ping: database.ping,
      mail: { wake: () => worker.wake() },
      dataKey,
    });
    admin = request.agent(app);
    await admin.post(apiPaths.login.href()).send(STAFF).expect(200);
    // A staff member's new e-mail waits for the link sent to it.
    await admin.patch(apiPaths.me.href()).send({ email: "asha.new@mailbox.example" }).expect(200);

    const booking = await request(app).post(apiPaths.enquiries.href()).send(buildBooking({ country: "India" })).expect(201);
    bookingId = booking.body.id;
    const today = todayIn("Asia/Kolkata", new Date());
    const start = addDays(today, 20);
    endDate = addDays(today, 25);
    const quote = await admin.post(apiPaths.bookingQuotes.href(bookingId)).send({ startDate: start, endDate, travellers: 1, pricePerPerson: 90_000, region: "domestic" }).expect(201);
    tripToken = String(quote.body.tripUrl).split("/").pop()!;
    await request(app).post(apiPaths.tripAccept.href(tripToken)).send({ quoteId: quote.body.id }).expect(200);
    await admin.post(apiPaths.bookingPayments.href(bookingId)).send({ amount: 5_000, receivedOn: today, method: "cash" }).expect(201);
    // Ten days on, past the seven days' grace, the rest of the deposit is overdue: its reminder goes now.
    await storage.money.queuePaymentReminders(addDays(today, 10), "Asia/Kolkata", "innerlight.test");
    await request(app).put(apiPaths.tripTraveller.href(tripToken, 1)).send({ ...FULL_TRAVELLER, emergencyPhone: "+91 98430 12345" }).expect(200);
    await database.db.execute(sql`update travellers set complete = false`);
    await storage.travellers.queueTravellerReminders(today, "innerlight.test");
    worker.wake();
    await waitFor(
      "every e-mail sent",
      async () => {
        const { rows } = (await database.db.execute(sql`select count(*)::int as n from mail_outbox where status in ('queued', 'sending')`)) as unknown as { rows: { n: number }[] };
        return rows[0].n === 0;
      },
      20_000,
    );
    flushLog(logger);
  }, 120_000);
  afterAll(async () => {
    await worker.stop(1_000);
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when quotes, a confirmation, a receipt, reminders and a staff confirmation were sent, then the e-mails as sent hold the live links, and the search finds them", async () => {
    const { rows } = (await database.db.execute(sql`select kind, status from mail_outbox order by id`)) as unknown as { rows: { kind: string; status: string }[] };
    const sent = rows.filter((r) => r.status === "sent").map((r) => r.kind);
    for (const kind of ["email-confirmation", "quote", "trip-confirmation", "payment-receipt", "payment-reminder", "traveller-reminder"]) expect(sent, kind).toContain(kind);
    const live = await liveIn([mailDir]);
    expect(live).toContain(`trip ${tripToken}`);
    expect(live.some((l) => l.startsWith("confirmation "))).toBe(true);
  });

  it("then no string in the data folder with its WAL, a backup written after, the log or any table opens a trip, a session or a confirmation", async () => {
    const backup = await backupNow();
    flushLog(logger);
    expect(await liveIn([dataDir, backup, logFile], await dumpAll({ db: { database } } as never))).toEqual([]);
  });

  it("then the desk's timeline shows the e-mails' words with the link left out", async () => {
    const timeline = JSON.stringify((await admin.get(apiPaths.bookingActivities.href(bookingId)).expect(200)).body);
    expect(timeline).toContain("/trip/[link not kept]");
    expect(timeline).not.toContain(tripToken);
  });

  it("when the purge runs 70 days after the trip, then no sealed value in the data folder or the next backup opens for the purged documents, and the timeline says they were wiped", async () => {
    const contexts = ["documentNumber", "medical"].map((field) => `booking ${bookingId} traveller 1 ${field}`);
    const openFor = (places: string[]) => {
      const opened: string[] = [];
      for (const candidate of shapesIn(places, SEALED).keys()) {
        // A sealed value may run on into the next column's bytes: every length a value can have is tried.
        for (let len = 24; len <= candidate.length - 3; len += 4) {
          for (const context of contexts) {
            try {
              opened.push(dataKey.open(candidate.slice(0, 3 + len), context));
            } catch {
              /* not this one */
            }
          }
        }
      }
      return opened;
    };
    await database.db.execute(sql`checkpoint`);
    // The search finds them while they are kept.
    expect(openFor([dataDir])).toEqual(expect.arrayContaining([FULL_TRAVELLER.documentNumber]));

    const later = addDays(endDate, 70);
    expect(await storage.retention.purgeTravellerDocuments(later, new Date())).toBe(1);
    const finish = scrubOwed({ database, storage, logger, now: () => new Date() });
    expect(await finish()).toBe(true);
    const backup = await backupNow();
    expect(openFor([dataDir, backup])).toEqual([]);
    const notes = JSON.stringify((await admin.get(apiPaths.bookingActivities.href(bookingId)).expect(200)).body);
    expect(notes).toContain("document numbers and medical notes were deleted, 60 days after the trip ended");
    expect(notes).toContain("were wiped from the database's files and its write-ahead log: no backup written from now on holds them");
  });
});
