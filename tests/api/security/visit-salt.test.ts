import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TestApp } from "../../support/test-app";
import { backupHolding } from "../../support/files-holding";
import { writeBackup } from "../../../server/jobs/backup";
import { apiPaths } from "@shared/api-paths";

/** The visit salt lets anyone with it recompute a visitor's id from an address: no backup may hold it. */
describe("the day's visit salt and the embedded database's backup", () => {
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-salt-"));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { trustProxy: 1, unusedDatabase: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it("when visits are counted and a backup is written, then neither the backup nor any table holds the salt", async () => {
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      await request(t.app).post(apiPaths.visitEvents.href()).set("X-Forwarded-For", address).set("User-Agent", "Mozilla/5.0 Salt").send({ type: "pageview", path: "/" }).expect(202);
    }
    await t.visits.recorder.flush();
    const { salt } = t.visits.salt();
    expect(((await t.db.database.db.execute(sql`select count(*)::int as n from visit_events`)) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
    const backup = await writeBackup(() => t.db.database.dumpDataDir!(), backupDir, 3);
    expect(backupHolding(backup.file, [salt])).toEqual([]);
    expect(backupHolding(backup.file, [Buffer.from(salt, "base64")])).toEqual([]);
    const tables = (await t.db.database.db.execute(sql`select * from visit_salts`)) as unknown as { rows: unknown[] };
    expect(tables.rows).toEqual([]);
  });
});
