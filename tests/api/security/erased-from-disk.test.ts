import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { openDatabase, type Database } from "../../../server/db";
import { installRoutines } from "../../../server/storage/routines";
import { createStorage, type Storage } from "../../../server/storage";
import { createApp } from "../../../server/app/app";
import { createLogger } from "../../../server/core/logger";
import { writeBackup } from "../../../server/jobs/backup";
import { afterErasure } from "../../../server/erasure/forget";
import { startOutboxWorker, type OutboxWorker } from "../../../server/mail/outbox-worker";
import { createMailTransport } from "../../../server/mail/transport";
import { hashPassword } from "../../../server/auth/password";
import { buildBooking } from "../../support/factories";
import { waitFor } from "../../support/smtp";
import { STAFF, TEST_PASSWORD_HASH_COST } from "../../support/test-app";
import { backupHolding, filesHolding } from "../../support/files-holding";
import { systemClock } from "../../../server/core/clock";
import { apiPaths } from "@shared/api-paths";

/** Values of one visitor that nothing else on the disk holds. */
const SECRET = {
  email: "ottoline.marchbanks@erased.example",
  lastName: "Marchbanks-Erased",
  note: "Ottoline-note: prefers the lake room, allergic to penicillin",
};

describe("erased values on the embedded database's disk", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-erased-"));
  const dataDir = path.join(root, "pglite");
  const mailDir = path.join(root, "mail");
  const backupDir = path.join(root, "backups");
  let database: Database;
  let storage: Storage;
  let app: Express;
  let worker: OutboxWorker;
  let id: number;
  let olderBackup: string;
  const values = Object.values(SECRET);

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: dataDir, afterMigrations: installRoutines });
    storage = createStorage(database.db, systemClock);
    await storage.users.createUser(STAFF.username, await hashPassword(STAFF.password, TEST_PASSWORD_HASH_COST), { role: "admin" });
    const logger = createLogger("silent");
    worker = startOutboxWorker({ storage, clock: systemClock, transport: createMailTransport({ dir: mailDir }), from: { address: "hello@innerlight.test" }, baseUrl: "http://x.test", logger, pollMs: 50 });
    app = createApp({
      storage,
      config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy: undefined, publicUrl: undefined, passwordHashCost: TEST_PASSWORD_HASH_COST },
      clock: systemClock,
      sessionSecret: "test-secret-test-secret-test-secret-1234",
      logger,
      ping: database.ping,
      mail: { wake: () => worker.wake() },
      afterErasure: afterErasure({ database, storage, mailDir, logger }),
    });
    const admin = request.agent(app);
    await admin.post(apiPaths.login.href()).send(STAFF).expect(200);
    // Another visitor's enquiry stays, so the files are not simply empty.
    await request(app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201);
    const res = await request(app).post(apiPaths.enquiries.href()).send(buildBooking({ email: SECRET.email, lastName: SECRET.lastName })).expect(201);
    id = res.body.id;
    await admin.post(apiPaths.bookingActivities.href(id)).send({ kind: "note", body: SECRET.note }).expect(201);
    await waitFor("the four e-mails written as files", () => fs.existsSync(mailDir) && fs.readdirSync(mailDir).filter((n) => n.endsWith(".eml")).length === 4);
    olderBackup = (await writeBackup(() => database.dumpDataDir!(), backupDir, 10)).file;
    expect(filesHolding(dataDir, values).length).toBeGreaterThan(0);
    expect(filesHolding(mailDir, [SECRET.email])).toHaveLength(2);

    await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
  });
  afterAll(async () => {
    await worker.stop(1_000);
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when a booking is erased, then no file of the data directory holds its values, the WAL included", () => {
    expect(filesHolding(dataDir, values)).toEqual([]);
  });

  it("then a backup written after it holds none of them", async () => {
    const fresh = await writeBackup(() => database.dumpDataDir!(), backupDir, 10, new Date(Date.now() + 1_000));
    expect(backupHolding(fresh.file, values)).toEqual([]);
  });

  it("then the booking's .eml files are gone and the other visitor's remain", () => {
    const left = fs.readdirSync(mailDir).filter((n) => n.endsWith(".eml"));
    expect(left).toHaveLength(2);
    expect(left.every((n) => !n.includes(`-booking-${id}-`))).toBe(true);
  });

  it("then a backup from before the erasure still holds them, until it is rotated out (docs/security.md)", () => {
    expect(backupHolding(olderBackup, values).length).toBeGreaterThan(0);
  });
});
