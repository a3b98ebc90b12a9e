import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { addStaff, signedIn } from "../../support/staff";
import { buildBooking } from "../../support/factories";
import { afterErasure, finishPendingErasures } from "../../../server/erasure/forget";
import { startBackups } from "../../../server/jobs/backup";
import { createLogger } from "../../../server/core/logger";
import { apiPaths } from "@shared/api-paths";

/**
 * An erasure whose data can't leave the disk yet: the mail folder can't be read (both databases),
 * or the embedded database's scrub fails (VACUUM FULL's "tuple concurrently updated", injected at the
 * database's own seam). The erasure says so, stays pending, holds backups back, and Retry finishes it.
 */
describe.each(DB_KINDS)("an erasure that can't finish on %s", (kind) => {
  // What only the embedded database has (its data directory, its scrub) is asked of it alone.
  const onPglite = (name: string, fn: () => Promise<void>, timeout?: number) => {
    if (kind === "pglite") it(name, fn, timeout);
  };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-pending-"));
  const mailDir = path.join(root, "mail");
  const backupDir = path.join(root, "backups");
  let t: TestApp;
  let admin: ReturnType<typeof request.agent>;
  /** Scrubs that fail from now on (PGlite). */
  let scrubFailures = 0;
  let scrubs = 0;

  const breakMailDir = () => fs.writeFileSync(mailDir, "not a folder");
  const healMailDir = () => fs.rmSync(mailDir, { force: true });
  const enquiry = async () => (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201)).body as { id: number };

  beforeAll(async () => {
    t = await buildTestApp(kind, { mailDir, unusedDatabase: true });
    admin = await signedIn(t, STAFF);
    const database = t.db.database;
    const scrub = database.scrubFreedRows;
    if (scrub) {
      database.scrubFreedRows = async () => {
        scrubs++;
        if (scrubFailures > 0) {
          scrubFailures--;
          throw new Error("tuple concurrently updated");
        }
        await scrub();
      };
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when removing the data from the disk keeps failing, then the answer is 503 with the reason, the erasure is pending, and Retry finishes it", async () => {
    const { id } = await enquiry();
    breakMailDir();
    const res = await admin.delete(apiPaths.bookingPersonalData.href(id));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: expect.stringContaining("Retry") });
    expect(res.headers["cache-control"]).toBe("no-store");
    // The tables are erased all the same: only the disk is behind.
    expect((await admin.get(apiPaths.booking.href(id)).expect(200)).body.erasedAt).toEqual(expect.any(String));
    const pending = (await admin.get(apiPaths.bookingPersonalData.href(id)).expect(200)).body;
    expect(pending).toEqual({ pending: true, since: expect.any(String), attempts: 1, lastError: expect.any(String) });

    healMailDir();
    await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
    expect((await admin.get(apiPaths.bookingPersonalData.href(id)).expect(200)).body).toEqual({ pending: false });
  });

  it("when an agent asks about an erasure, then it is refused like the erasure itself", async () => {
    const { id } = await enquiry();
    const agent = await signedIn(t, await addStaff(t, "pending-agent"));
    expect((await agent.get(apiPaths.bookingPersonalData.href(id))).status).toBe(403);
  });

  onPglite("when bookings are erased one after another in one process, then every scrub finishes (VACUUM FULL's second run failed)", async () => {
    for (let i = 0; i < 3; i++) {
      const { id } = await enquiry();
      await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
    }
  });

  onPglite("when the scrub fails once, then it is retried and the answer is 200", async () => {
    const { id } = await enquiry();
    scrubs = 0;
    scrubFailures = 1;
    await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
    expect(scrubs).toBe(2);
    expect((await admin.get(apiPaths.bookingPersonalData.href(id))).body).toEqual({ pending: false });
  });

  onPglite("when the scrub keeps failing, then no backup is written until a retry succeeds", async () => {
    const { id } = await enquiry();
    scrubFailures = 100;
    expect((await admin.delete(apiPaths.bookingPersonalData.href(id))).status).toBe(503);
    const logger = createLogger("silent");
    const after = afterErasure({ database: t.db.database, storage: t.storage, mailDir, logger, retryMs: [] });
    const backups = startBackups({ database: t.db.database, dir: backupDir, keep: 5, logger, intervalMs: 3_600_000, noErasurePending: () => finishPendingErasures(t.storage, after) });
    expect(await backups.runNow("test")).toBeUndefined();
    expect(fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((n) => n.endsWith(".tar.gz")) : []).toEqual([]);

    scrubFailures = 0;
    const written = await backups.runNow("test again");
    await backups.stop();
    expect(written?.file).toEqual(expect.stringContaining(backupDir));
    expect((await admin.get(apiPaths.bookingPersonalData.href(id))).body).toEqual({ pending: false });
  });
});
