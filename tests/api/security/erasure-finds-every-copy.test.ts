import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../../server/db";
import { installRoutines } from "../../../server/storage/routines";
import { createStorage, type Storage } from "../../../server/storage";
import { createApp } from "../../../server/app/app";
import { createLogger } from "../../../server/core/logger";
import { writeBackup } from "../../../server/jobs/backup";
import { afterErasure } from "../../../server/erasure/forget";
import { startOutboxWorker, type OutboxWorker } from "../../../server/mail/outbox-worker";
import { createMailTransport } from "../../../server/mail/transport";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { queueMorningDigests } from "../../../server/digest/morning-digest";
import { hashPassword } from "../../../server/auth/password";
import { DB_KINDS, emptyPostgresDatabase } from "../../support/database";
import { buildBooking } from "../../support/factories";
import { waitFor } from "../../support/smtp";
import { STAFF, TEST_PASSWORD_HASH_COST } from "../../support/test-app";
import { backupHolding, filesHolding } from "../../support/files-holding";
import { systemClock } from "../../../server/core/clock";
import { apiPaths } from "@shared/api-paths";

const DOMAIN = "innerlight.test";
/** A marker in every field the visitor sends, the follow-up note, a reply, and the visitor's own mail. */
const MARK = {
  firstName: "Zebedeea",
  lastName: "Marklowe-Zeb",
  email: "zebedeea.marklowe@zeb-mark.example",
  phone: "+91 90012 77341",
  country: "Zebcountry-Mark",
  state: "Zebstate-Mark",
  occupation: "Zeb-Occupation-Mark",
  designation: "Zeb-Designation-Mark",
  preferredDates: "Zeb-Dates-Mark",
  specialRequests: "Zeb-Requests-Mark lake room",
  whyThisTrip: "Zeb-Why-Mark new start",
  budgetRange: "Zeb-Budget-Mark",
  sourcePath: "/zeb-path-mark",
  sourceProgramme: "Zeb-Programme-Mark",
  referrer: "https://zeb-referrer-mark.example/",
  utmSource: "zeb-source-mark",
  utmMedium: "zeb-medium-mark",
  utmCampaign: "zeb-campaign-mark",
};
const NOTE = "Zeb-FollowUpNote-Mark: prefers calls after six";
const REPLY = { subject: "Zeb-ReplySubject-Mark", body: "Zeb-ReplyBody-Mark: the lake room is yours" };
const VISITOR_TEXT = "Zeb-VisitorText-Mark: my passport number is Z1234567";
const VISITOR_MESSAGE_ID = "<zeb-msgid-mark.77@zeb-mark.example>";
const VALUES = [...Object.values(MARK), "+919001277341", NOTE, REPLY.subject, REPLY.body, VISITOR_TEXT, "zeb-msgid-mark"];
const needles = VALUES.flatMap((v) => [v, v.toLowerCase()]);


describe.each(DB_KINDS)("an erasure finds every copy, on %s", (kind) => {
  // What only the embedded database has (its data directory, its scrub) is asked of it alone.
  const onPglite = (name: string, fn: () => Promise<void>, timeout?: number) => {
    if (kind === "pglite") it(name, fn, timeout);
  };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-every-copy-"));
  const dataDir = path.join(root, "pglite");
  const mailDir = path.join(root, "mail");
  let database: Database;
  let dropDatabase = async () => {};
  let storage: Storage;
  let app: Express;
  let worker: OutboxWorker;
  let admin: ReturnType<typeof request.agent>;
  let id: number;
  let dumpBefore = "";

  const dump = async () => {
    const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
    const tables = await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    let out = "";
    for (const { table_name } of tables) out += JSON.stringify(await rows(sql`select * from ${sql.identifier(table_name)}`));
    return out;
  };
  const emlFiles = () => fs.readdirSync(mailDir).filter((n) => n.endsWith(".eml"));

  beforeAll(async () => {
    if (kind === "pglite") {
      database = await openDatabase({ pgliteDir: dataDir, afterMigrations: installRoutines });
    } else {
      const empty = await emptyPostgresDatabase();
      database = await openDatabase({ url: empty.url, afterMigrations: installRoutines });
      dropDatabase = empty.drop;
    }
    storage = createStorage(database.db, systemClock);
    await storage.users.createUser(STAFF.username, await hashPassword(STAFF.password, TEST_PASSWORD_HASH_COST), { role: "admin", email: `desk@${DOMAIN}` });
    const logger = createLogger("silent");
    const from = { address: `hello@${DOMAIN}` };
    worker = startOutboxWorker({ storage, clock: systemClock, transport: createMailTransport({ dir: mailDir }), from, baseUrl: "http://x.test", timeZone: "Asia/Kolkata", logger, pollMs: 50 });
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
    admin = request.agent(app);
    await admin.post(apiPaths.login.href()).send(STAFF).expect(200);
    const me = (await admin.get(apiPaths.me.href()).expect(200)).body as { id: number };

    // Another visitor's enquiry stays, with its e-mails.
    await request(app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201);
    const created = (await request(app).post(apiPaths.enquiries.href()).send(buildBooking(MARK)).expect(201)).body as { id: number; reference: string };
    id = created.id;
    await admin.put(apiPaths.bookingAssignee.href(id)).send({ userId: me.id }).expect(200);
    await admin.put(apiPaths.bookingFollowUp.href(id)).send({ at: new Date(Date.now() + 60_000).toISOString(), note: NOTE }).expect(200);
    await admin.post(apiPaths.bookingReplies.href(id)).send(REPLY).expect(201);
    // The visitor answers: stored on the booking, and staff are alerted with the visitor's words.
    const raw = [
      `From: ${MARK.firstName} <${MARK.email}>`,
      `To: hello@${DOMAIN}`,
      `Subject: Re: ${created.reference}`,
      `Message-ID: ${VISITOR_MESSAGE_ID}`,
      `In-Reply-To: <booking-${id}-acknowledgement.${created.reference}@${DOMAIN}>`,
      "",
      VISITOR_TEXT,
      "",
    ].join("\r\n");
    await storeRawMail(Buffer.from(raw), storage, inboundSettings({ from, staffAlertTo: [`desk@${DOMAIN}`] }));
    // The follow-up comes due (its timeline entry copies the note), and the morning digest names it.
    await storage.bookings.reachFollowUps(new Date(Date.now() + 120_000));
    expect(await queueMorningDigests(storage, new Date(), { timeZone: "Asia/Kolkata", messageIdDomain: DOMAIN })).toBe(1);
    worker.wake();
    // Acknowledgement and staff alert of each enquiry, the reply, the reply alert and the digest.
    await waitFor("every e-mail written as a file", () => fs.existsSync(mailDir) && emlFiles().length === 7);
    expect(filesHolding(mailDir, needles).length).toBeGreaterThanOrEqual(5);
    dumpBefore = await dump();

    await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
  }, 180_000);
  afterAll(async () => {
    await worker?.stop(1_000);
    await database?.close();
    await dropDatabase();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when the booking is erased, then no e-mail file holds its values: replies, reply alerts and the digest naming it are gone too", () => {
    expect(filesHolding(mailDir, needles)).toEqual([]);
    // The other visitor's acknowledgement and alert stay.
    expect(emlFiles()).toHaveLength(2);
  });

  it("then no table holds them: not the follow-up note in the timeline, not the visitor's Message-ID, not the reply", async () => {
    for (const v of [NOTE, VISITOR_MESSAGE_ID, REPLY.body]) expect(dumpBefore).toContain(v);
    const after = await dump();
    expect(needles.filter((v) => after.includes(v))).toEqual([]);
  });

  onPglite("then no file of the data directory (the WAL included) and no backup written next holds them", async () => {
    expect(filesHolding(dataDir, needles)).toEqual([]);
    const fresh = await writeBackup(() => database.dumpDataDir!(), path.join(root, "backups"), 10);
    expect(backupHolding(fresh.file, needles)).toEqual([]);
  });

  it("then nothing more can be written about the visitor: a follow-up and a reply are refused (409)", async () => {
    expect((await admin.put(apiPaths.bookingFollowUp.href(id)).send({ at: new Date(Date.now() + 3_600_000).toISOString(), note: "again" })).status).toBe(409);
    expect((await admin.post(apiPaths.bookingReplies.href(id)).send({ subject: "Hello", body: "again" })).status).toBe(409);
  });
});
