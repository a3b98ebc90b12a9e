import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import request from "supertest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { injectHead } from "@shared/head";
import { todayIn } from "@shared/money";
import { tripHeadTags, TRIP_PAGE_NAME } from "@shared/trip-page";
import * as ssr from "@/entry-server";
import { openDatabase, type Database } from "../../../server/db";
import { installRoutines } from "../../../server/storage/routines";
import { createStorage, type Storage } from "../../../server/storage";
import { createApp } from "../../../server/app/app";
import { createLogger, flushLog } from "../../../server/core/logger";
import { writeBackup } from "../../../server/jobs/backup";
import { startOutboxWorker, type OutboxWorker } from "../../../server/mail/outbox-worker";
import { createMailTransport } from "../../../server/mail/transport";
import { hashPassword } from "../../../server/auth/password";
import { openDataKey } from "../../../server/crypto/data-key";
import { builtTripPages } from "../../../server/web/trip-page-render";
import { staticWeb } from "../../../server/web/web";
import { tripLinkKeyOf } from "../../../server/storage/money/trip-links";
import { buildBooking } from "../../support/factories";
import { waitFor } from "../../support/smtp";
import { STAFF, TEST_PASSWORD_HASH_COST } from "../../support/test-app";
import { filesHolding } from "../../support/files-holding";
import { systemClock } from "../../../server/core/clock";
import { apiPaths } from "@shared/api-paths";

const PASSPORT = "Q4K7Z9W2X";
const MEDICAL = "Takes-warfarin-daily-7731";
const SESSION_SECRET = "test-secret-test-secret-test-secret-1234";

/**
 * A passport number and a medical note typed on the trip page's form, then read back, revealed,
 * written in the manifest and reminded about: after a checkpoint and a backup, no byte of the
 * embedded database's folder, the backups, the e-mails or the server's log holds either.
 */
describe("a traveller's document number on the embedded database's disk", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-documents-"));
  const dataDir = path.join(root, "pglite");
  const mailDir = path.join(root, "mail");
  const backupDir = path.join(root, "backups");
  const logFile = path.join(root, "server.log");
  const dist = path.join(root, "dist");
  let database: Database;
  let storage: Storage;
  let app: Express;
  let worker: OutboxWorker;
  let logger: ReturnType<typeof createLogger>;
  let csv = "";
  let found: unknown[] = [];
  let timeline = "";
  let audit = "";

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "public"), { recursive: true });
    fs.mkdirSync(path.join(dist, "pages"));
    const template = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>x</title><!--head--></head><body><div id="root"><!--app--></div></body></html>`;
    fs.writeFileSync(path.join(dist, "public", "index.html"), template);
    fs.writeFileSync(path.join(dist, "pages", `${TRIP_PAGE_NAME}.html`), injectHead(template, tripHeadTags()).replace("<!--app-->", "<!--app--><!--/app-->"));
    fs.writeFileSync(path.join(dist, "pages", "404.html"), "<!doctype html><html><body><h1>Page Not Found</h1></body></html>");

    database = await openDatabase({ pgliteDir: dataDir, afterMigrations: installRoutines });
    storage = createStorage(database.db, systemClock);
    const dataKey = await openDataKey({ file: path.join(root, "keys", "data.key"), apartFrom: { PGLITE_DIR: dataDir, BACKUP_DIR: backupDir } }, storage.settings);
    await storage.users.createUser(STAFF.username, await hashPassword(STAFF.password, TEST_PASSWORD_HASH_COST), { role: "admin" });
    // Everything a production server logs, and more: every request at debug.
    logger = createLogger("debug", pino.destination({ dest: logFile, sync: true }));
    worker = startOutboxWorker({ storage, clock: systemClock, transport: createMailTransport({ dir: mailDir }), from: { address: "hello@innerlight.test" }, baseUrl: "http://x.test", logger, pollMs: 50, tripKey: tripLinkKeyOf(dataKey) });
    app = createApp({
      storage,
      config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy: undefined, publicUrl: undefined, passwordHashCost: TEST_PASSWORD_HASH_COST },
      clock: systemClock,
      sessionSecret: SESSION_SECRET,
      logger,
      ping: database.ping,
      mail: { wake: () => worker.wake() },
      web: staticWeb(dist),
      tripPages: builtTripPages(dist, undefined, async () => ssr),
      dataKey,
    });
    const admin = request.agent(app);
    await admin.post(apiPaths.login.href()).send(STAFF).expect(200);
    const booking = await request(app).post(apiPaths.enquiries.href()).send(buildBooking({ country: "India" })).expect(201);
    const id: number = booking.body.id;
    const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
    const quote = await admin.post(apiPaths.bookingQuotes.href(id)).send({ startDate: start, endDate: end, travellers: 1, pricePerPerson: 90_000, region: "international" }).expect(201);
    const token = String(quote.body.tripUrl).split("/").pop()!;
    await request(app).post(apiPaths.tripAccept.href(token)).send({ quoteId: quote.body.id }).expect(200);

    const typed = {
      fullName: "Ottoline Marchbanks",
      dateOfBirth: "1979-02-03",
      nationality: "British",
      documentType: "passport",
      documentNumber: PASSPORT,
      documentExpiry: "2035-01-01",
      medical: MEDICAL,
      emergencyName: "Ada Marchbanks",
      emergencyPhone: "+44 20 7946 0958",
    };
    // Refused first (the form comes back with what was typed), then saved.
    await request(app).post(`/trip/${token}/travellers/1`).set("Origin", "null").type("form").send({ ...typed, documentExpiry: "2020-01-01" }).expect(400);
    await request(app).post(`/trip/${token}/travellers/1`).set("Origin", "null").type("form").send(typed).expect(303);
    await request(app).get(`/trip/${token}`).expect(200);
    await admin.post(apiPaths.travellerReveal.href(id, 1)).expect(200);
    csv = (await admin.get(apiPaths.bookingExport.href()).expect(200)).text;
    found = (await admin.get(apiPaths.bookings.href({ q: PASSPORT })).expect(200)).body as unknown[];
    timeline = JSON.stringify((await admin.get(apiPaths.bookingActivities.href(id)).expect(200)).body);
    audit = JSON.stringify((await admin.get(apiPaths.audit.href()).expect(200)).body);
    // A details reminder goes out (the record marked incomplete so that one is due): mail is written to disk.
    await database.db.execute(sql`update travellers set complete = false`);
    await storage.travellers.queueTravellerReminders(todayIn("Asia/Kolkata", new Date()), "innerlight.test");
    worker.wake();
    await waitFor("the e-mails written as files", () => fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((n) => n.includes("traveller-reminder")), 10_000);

    await database.db.execute(sql`checkpoint`);
    await writeBackup(() => database.dumpDataDir!(), backupDir, 10);
    flushLog(logger);
  });
  afterAll(async () => {
    await worker.stop(1_000);
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when the database's files, the backups, the e-mails and the log are read byte by byte, then neither value is in any of them", () => {
    expect(filesHolding(dataDir, [PASSPORT, MEDICAL])).toEqual([]);
    expect(filesHolding(backupDir, [PASSPORT, MEDICAL])).toEqual([]);
    expect(filesHolding(mailDir, [PASSPORT, MEDICAL])).toEqual([]);
    expect(fs.readFileSync(logFile, "utf8")).not.toContain(PASSPORT);
    expect(fs.readFileSync(logFile, "utf8")).not.toContain(MEDICAL);
  });

  it("then the bookings CSV, the desk's search, the timeline and the audit log hold neither", () => {
    expect(csv.trim().split("\r\n")).toHaveLength(2);
    expect(csv).not.toContain(PASSPORT);
    expect(found).toEqual([]);
    expect(timeline).not.toContain(PASSPORT);
    expect(timeline).not.toContain(MEDICAL);
    expect(audit).toContain("traveller-revealed");
    expect(audit).not.toContain(PASSPORT);
  });

  it("then the same search finds what is not sealed: the traveller's name is in the database's files and the backup", () => {
    expect(filesHolding(dataDir, ["Ada Marchbanks"]).length).toBeGreaterThan(0);
    expect(filesHolding(backupDir, ["Ada Marchbanks"]).length).toBeGreaterThan(0);
    expect(fs.readFileSync(logFile, "utf8")).toContain("/travellers/1");
    expect(fs.readdirSync(mailDir).some((n) => n.includes("traveller-reminder"))).toBe(true);
  });
});
