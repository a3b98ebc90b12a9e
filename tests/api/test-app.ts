import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Express } from "express";
import { openDatabase, type Database } from "../../server/db";
import { createStorage, type Storage } from "../../server/storage";
import { createApp, type AppDeps } from "../../server/app";
import { createLogger } from "../../server/logger";
import { hashPassword } from "../../server/auth/password";
import { createBookingEvents, type BookingEvents } from "../../server/events/booking-events";
import { createVisits, type Visits } from "../../server/visits/start-visits";

export type DbKind = "pglite" | "postgres";

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDb {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, and how to drop it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A fresh database: an in-memory PGlite, or a new PostgreSQL database created for this test. */
export async function freshDatabase(kind: DbKind): Promise<TestDb> {
  if (kind === "pglite") {
    const database = await openDatabase({ pgliteDir: "memory://" });
    return { database, drop: () => database.close() };
  }
  const empty = await emptyPostgresDatabase();
  const database = await openDatabase({ url: empty.url });
  return {
    database,
    url: empty.url,
    drop: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

export interface TestApp {
  app: Express;
  storage: Storage;
  events: BookingEvents;
  /** The visit counter: `visits.recorder.flush()` writes the events it holds. */
  visits: Visits;
  db: TestDb;
  close(): Promise<void>;
}

export const STAFF = { username: "staff", password: "a-long-staff-password" };
let staffHash: Promise<string> | undefined;

export async function buildTestApp(
  kind: DbKind,
  overrides: Partial<AppDeps["config"]> & { web?: AppDeps["web"]; withStaff?: boolean; mail?: AppDeps["mail"]; logger?: AppDeps["logger"]; eventHeartbeatMs?: number; visitsNow?: () => Date } = {},
): Promise<TestApp> {
  const db = await freshDatabase(kind);
  const storage = createStorage(db.database.db);
  if (overrides.withStaff !== false) {
    staffHash ??= hashPassword(STAFF.password);
    // The staff user of the tests is an admin, like every account from before roles.
    await storage.createUser(STAFF.username, await staffHash, { role: "admin" });
  }
  const events = createBookingEvents(db.database);
  await events.ready;
  const logger = overrides.logger ?? createLogger("silent");
  const visits = createVisits(storage, logger, {
    timeZone: overrides.deskTimezone ?? "Asia/Kolkata",
    limit: overrides.eventRateLimit ?? 1000,
    now: overrides.visitsNow,
  });
  const app = createApp({
    storage,
    config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy: undefined, publicUrl: undefined, ...overrides },
    sessionSecret: "test-secret-test-secret-test-secret-1234",
    logger,
    ping: db.database.ping,
    web: overrides.web,
    events,
    mail: overrides.mail,
    eventHeartbeatMs: overrides.eventHeartbeatMs,
    visits,
  });
  return {
    app,
    storage,
    events,
    visits,
    db,
    close: async () => {
      await visits.recorder.close();
      await events.close();
      await db.drop();
    },
  };
}
