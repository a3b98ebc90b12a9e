import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { openDatabase, type Database } from "../../../server/db";
import { installRoutines } from "../../../server/storage/routines";
import { createStorage } from "../../../server/storage";
import { createApp } from "../../../server/app/app";
import { createLogger } from "../../../server/core/logger";
import { writeBackup } from "../../../server/jobs/backup";
import { afterErasure } from "../../../server/erasure/forget";
import { hashPassword } from "../../../server/auth/password";
import { bookings } from "@shared/schema/bookings";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { buildBooking } from "../../support/factories";
import { STAFF, TEST_PASSWORD_HASH_COST } from "../../support/test-app";
import { backupHolding, filesHolding } from "../../support/files-holding";
import { systemClock } from "../../../server/core/clock";
import { apiPaths } from "@shared/api-paths";

/** One visitor's values, found nowhere else. */
const SECRET = {
  email: "philippa.wolstenholme@wal.example",
  lastName: "Wolstenholme-Wal",
  phone: "+91 90000 71717",
  specialRequests: "Philippa-request: a ground-floor room after my hip operation",
};

/**
 * The review's reproduction: saved replies fill the WAL past several segments, the enquiry comes,
 * more fill it again, a backup's checkpoint renames the old segments (holding the enquiry) for reuse
 * as it did before this release, then the erasure and a second backup.
 */
describe("erased values in the embedded database's WAL", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-wal-"));
  const dataDir = path.join(root, "pglite");
  const backupDir = path.join(root, "backups");
  let database: Database;
  let app: Express;
  let admin: ReturnType<typeof request.agent>;
  let id: number;
  let before: string;
  let after: string;
  const values = Object.values(SECRET);
  let templates = 0;

  /** An enquiry stored as the form's is. */
  const enquiry = async (body: Record<string, unknown>) => {
    const [row] = await database.db.insert(bookings).values(insertBookingSchema.parse(body)).returning();
    return row.id;
  };

  /** 80 saved replies of 19 KB of text that doesn't compress: about 1.5 MB of WAL. */
  const fillWal = async () => {
    for (let i = 0; i < 80; i++) {
      const body = crypto.randomBytes(14_250).toString("base64");
      await admin.post(apiPaths.replyTemplates.href()).send({ name: `Filler ${++templates}`, subject: "Filler", body }).expect(201);
    }
  };

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: dataDir, afterMigrations: installRoutines });
    const storage = createStorage(database.db, systemClock);
    await storage.users.createUser(STAFF.username, await hashPassword(STAFF.password, TEST_PASSWORD_HASH_COST), { role: "admin" });
    const logger = createLogger(process.env.WAL_TEST_LOG ?? "silent");
    app = createApp({
      storage,
      config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy: undefined, publicUrl: undefined, passwordHashCost: TEST_PASSWORD_HASH_COST },
      clock: systemClock,
      sessionSecret: "test-secret-test-secret-test-secret-1234",
      logger,
      ping: database.ping,
      afterErasure: afterErasure({ database, storage, logger }),
    });
    admin = request.agent(app);
    await admin.post(apiPaths.login.href()).send(STAFF).expect(200);
    // Segments renamed for reuse, as every checkpoint did before this release.
    await database.db.execute(sql`set wal_recycle = on`);
    await enquiry(buildBooking());
    await fillWal();
    id = await enquiry(buildBooking(SECRET));
    await fillWal();
    before = (await writeBackup(() => database.dumpDataDir!(), backupDir, 10)).file;
    expect(filesHolding(path.join(dataDir, "pg_wal"), values).length, "the WAL holds the enquiry before the erasure").toBeGreaterThan(0);

    const erased = await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
    expect((await admin.get(apiPaths.bookingPersonalData.href(id))).body).toEqual({ pending: false });
    expect(JSON.stringify(erased.body)).not.toContain(SECRET.lastName);
    after = (await writeBackup(() => database.dumpDataDir!(), backupDir, 10, new Date(Date.now() + 1_000))).file;
  }, 240_000);
  afterAll(async () => {
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when the booking is erased, then no WAL segment, past or renamed for reuse, nor any other file of the data directory holds its values", () => {
    expect(filesHolding(dataDir, values)).toEqual([]);
  });

  it("then the backup written after it holds none of them", () => {
    expect(backupHolding(after, values)).toEqual([]);
  });

  it("then the database still opens and reads what it kept after more writes", async () => {
    await admin.post(apiPaths.replyTemplates.href()).send({ name: "After", subject: "After", body: "Kept" }).expect(201);
    expect(backupHolding(before, values).length).toBeGreaterThan(0);
    const count = async () => ((await database.db.execute(sql`select count(*)::int as n from reply_templates`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const kept = await count();
    expect(kept).toBeGreaterThan(templates);
    await database.close();
    database = await openDatabase({ pgliteDir: dataDir, afterMigrations: installRoutines });
    expect(await count()).toBe(kept);
  });
});
