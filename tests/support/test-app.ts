import type { Express } from "express";
import { afterAll, beforeAll } from "vitest";
import { freshDatabase, type DbKind, type TestDb } from "./database";
import { createStorage, type Storage } from "../../server/storage";
import { createApp, type AppDeps } from "../../server/app/app";
import { createLogger } from "../../server/core/logger";
import { afterErasure } from "../../server/erasure/forget";
import { hashPassword } from "../../server/auth/password";
import { MIN_PASSWORD_HASH_COST } from "../../server/core/password-cost";
import { systemClock, type Clock } from "../../server/core/clock";
import { createBookingEvents, type BookingEvents } from "../../server/events/booking-events";
import { createVisits, type Visits } from "../../server/visits/start-visits";
import { dataKeyOf } from "../../server/crypto/data-key";

export interface TestApp {
  app: Express;
  storage: Storage;
  events: BookingEvents;
  /** The visit counter: `visits.recorder.flush()` writes the events it holds. */
  visits: Visits;
  /** The desk's clock the storage and the app were made with. */
  clock: Clock;
  db: TestDb;
  close(): Promise<void>;
}

export const STAFF = { username: "staff", password: "a-long-staff-password" };
/** The tests' data key, as DATA_KEY_FILE would hold one: trip links and travellers' documents are sealed with it. */
export const TEST_DATA_KEY = dataKeyOf(Buffer.alloc(32, 7));
/**
 * The tests sign in hundreds of times: passwords are hashed at the cheapest cost the configuration
 * takes, so each sign-in's check is quick. The production cost is the pglite and fault tests'
 * (their servers run NODE_ENV=production).
 */
export const TEST_PASSWORD_HASH_COST = MIN_PASSWORD_HASH_COST;
let staffHash: Promise<string> | undefined;

export async function buildTestApp(
  kind: DbKind,
  overrides: Partial<AppDeps["config"]> & {
    web?: AppDeps["web"];
    tripPages?: AppDeps["tripPages"];
    withStaff?: boolean;
    /** The desk's clock; the real time unless a test moves it (tests/support/desk-clock.ts). */
    clock?: Clock;
    /** WAITLIST_OFFER_HOURS (48 unless set). */
    waitlistOfferHours?: number;
    mail?: AppDeps["mail"];
    logger?: AppDeps["logger"];
    eventHeartbeatMs?: number;
    visitsNow?: () => Date;
    /** The inbox folder whose processed/ copies an erasure deletes (server/erasure/forget.ts). */
    inboxDir?: string;
    /** The mail folder whose .eml files an erasure deletes (server/erasure/forget.ts). */
    mailDir?: string;
    /** What the desk calls after saving a programme (AppDeps.programmesChanged). */
    programmesChanged?: AppDeps["programmesChanged"];
    /** A PGlite no other test file used: for a test that writes backups, whose bytes a lent one's earlier rows would be in. */
    unusedDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const db = await freshDatabase(kind, overrides.deskTimezone, { unused: overrides.unusedDatabase });
  const clock = overrides.clock ?? systemClock;
  const storage = createStorage(db.database.db, clock, { offerHours: overrides.waitlistOfferHours });
  if (overrides.withStaff !== false) {
    staffHash ??= hashPassword(STAFF.password, TEST_PASSWORD_HASH_COST);
    // The staff user of the tests is an admin, like every account from before roles.
    await storage.users.createUser(STAFF.username, await staffHash, { role: "admin" });
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
    config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy: undefined, publicUrl: undefined, passwordHashCost: TEST_PASSWORD_HASH_COST, ...overrides },
    clock,
    sessionSecret: "test-secret-test-secret-test-secret-1234",
    logger,
    ping: db.database.ping,
    web: overrides.web,
    tripPages: overrides.tripPages,
    events,
    mail: overrides.mail,
    eventHeartbeatMs: overrides.eventHeartbeatMs,
    visits,
    dataKey: TEST_DATA_KEY,
    programmesChanged: overrides.programmesChanged,
    afterErasure: overrides.inboxDir || overrides.mailDir ? afterErasure({ database: db.database, storage, inboxDir: overrides.inboxDir, mailDir: overrides.mailDir, logger, retryMs: [0, 0] }) : undefined,
  });
  return {
    app,
    storage,
    events,
    visits,
    clock,
    db,
    close: async () => {
      await visits.recorder.close();
      await events.close();
      await db.drop();
    },
  };
}

/**
 * An object standing for one made later, in a beforeAll: the tests use it as they would the real
 * one (whose methods run on the real one); using it before it is made throws.
 */
export function standIn<T extends object>(made: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const real = made();
      if (!real) throw new Error("made in beforeAll: use it inside a test or a later hook");
      const value: unknown = Reflect.get(real, key);
      return typeof value === "function" && !Object.prototype.hasOwnProperty.call(real, key) ? value.bind(real) : value;
    },
  });
}

/**
 * For the tests of one `describe`: what `make` answers, made before them and `close`d after them.
 * Each of its `parts` is answered at once as a stand-in, so a describe names them where it starts.
 */
export function useMade<T extends { [K in keyof T]: object }>(parts: (keyof T)[], make: () => Promise<T>, close: (made: T) => Promise<void>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made) await close(made);
  });
  return Object.fromEntries(parts.map((part) => [part, standIn(() => made?.[part])])) as unknown as T;
}

/** For the tests of one `describe`: the app built on `kind` before them and closed after them. */
export function useTestApp(kind: DbKind, overrides?: Parameters<typeof buildTestApp>[1]): TestApp {
  return useMade(["t"], async () => ({ t: await buildTestApp(kind, overrides) }), ({ t }) => t.close()).t;
}
