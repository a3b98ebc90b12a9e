// The review's reproduction against a real server process on PGlite (after `npm run build`): the
// WAL filled past several segments before and after an enquiry, a backup asked for with SIGUSR2,
// the erasure, a second backup; then no byte of the enquiry in any file of PGLITE_DIR or the backup.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { waitFor } from "../../support/smtp";
import { backupHolding, filesHolding } from "../../support/files-holding";
import { postEnquiry, startServer, type RunningServer } from "../../support/server-process";
import { apiPaths } from "@shared/api-paths";

const ADMIN = { username: "wal-admin", password: "a-long-wal-admin-password" };
const VISITOR = { firstName: "Walburga", lastName: "Quillfeather-Wal", email: "walburga.quillfeather@wal-process.example", phone: "9812312399" };

describe("an erased enquiry in a PGlite server's WAL and backups", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-wal-proc-"));
  const dataDir = path.join(root, "pglite");
  const backupDir = path.join(root, "backups");
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when the WAL is filled around an enquiry, backed up, and the enquiry erased, then no WAL segment nor the next backup holds it", async () => {
    server = await startServer({ PGLITE_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: "10", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "info" }, 60_000);
    const url = server.url;
    const backups = () => (fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((n) => n.endsWith(".tar.gz")).sort() : []);
    await waitFor("the start-up backup", () => backups().length === 1);
    const login = await fetch(`${url}${apiPaths.login.href()}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0];
    const staff = (method: string, p: string, body?: unknown) =>
      fetch(`${url}${p}`, { method, headers: { cookie, "content-type": "application/json", origin: url }, body: body === undefined ? undefined : JSON.stringify(body) });
    let n = 0;
    // 80 saved replies of 19 KB of text that doesn't compress: about 1.5 MB of WAL, past a segment (1 MB).
    const fill = async () => {
      for (let i = 0; i < 80; i++) {
        const res = await staff("POST", apiPaths.replyTemplates.href(), { name: `Filler ${++n}`, subject: "Filler", body: crypto.randomBytes(14_250).toString("base64") });
        expect(res.status).toBe(201);
      }
    };
    await fill();
    const created = await postEnquiry(url, { ...VISITOR, country: "India", tripType: "retreat", tripCategory: "Yoga Retreats", groupSize: 2, specialRequests: "Walburga-request: a room by the garden" });
    expect(created.status).toBe(201);
    await fill();
    server.proc.kill("SIGUSR2");
    await waitFor("the backup before the erasure", () => backups().length === 2);
    const values = [VISITOR.email, VISITOR.lastName, "Walburga-request"];
    expect(backupHolding(path.join(backupDir, backups()[1]), [VISITOR.email])).toEqual([VISITOR.email]);

    const erased = await staff("DELETE", apiPaths.bookingPersonalData.href(Number(created.body?.id)));
    expect(erased.status).toBe(200);
    expect(JSON.stringify(await erased.json())).not.toContain("Walburga");
    server.proc.kill("SIGUSR2");
    await waitFor("the backup after the erasure", () => backups().length === 3);
    expect(backupHolding(path.join(backupDir, backups()[2]), values)).toEqual([]);
    expect(filesHolding(dataDir, values)).toEqual([]);
  });
});
