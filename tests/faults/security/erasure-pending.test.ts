import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { waitFor } from "../../support/smtp";
import { postEnquiry, startServer, type RunningServer } from "../../support/server-process";
import { emptyPostgresDatabase } from "../../support/database";
import { backupHolding } from "../../support/files-holding";
import { apiPaths } from "@shared/api-paths";

const ADMIN = { username: "erasure-admin", password: "a-long-erasure-password" };
const VISITOR = "faultmarker.visitor@erase-fault.example";

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}${apiPaths.login.href()}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0];
}

const erase = (url: string, cookie: string, id: number) => fetch(`${url}${apiPaths.bookingPersonalData.href(id)}`, { method: "DELETE", headers: { cookie } });
const erasureState = async (url: string, cookie: string, id: number) =>
  (await (await fetch(`${url}${apiPaths.bookingPersonalData.href(id)}`, { headers: { cookie } })).json()) as { pending: boolean; lastError?: string };

/**
 * A real server whose mail folder can't be read (MAIL_DIR is a file): the erasure can't delete the
 * booking's e-mail files, so it must say so, stay pending, keep backups back, and finish once the
 * folder is readable again (at a backup, a Retry, or a restart).
 */
describe.each(process.env.TEST_DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const))("an erasure that can't finish, in a server process on %s", (kind) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-erasure-fault-"));
  const mailDir = path.join(root, "mail");
  const backupDir = path.join(root, "backups");
  let server: RunningServer | undefined;
  let drop = async () => {};

  afterAll(async () => {
    await server?.stop();
    await drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when the mail folder is unreadable, then the erasure answers 503 and stays pending, no backup is written, and it finishes once the folder is back", async () => {
    fs.writeFileSync(mailDir, "not a folder");
    const env: Record<string, string> = {
      MAIL_DIR: mailDir,
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: "5",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "info",
    };
    if (kind === "pglite") env.PGLITE_DIR = path.join(root, "pglite");
    else {
      const empty = await emptyPostgresDatabase();
      env.DATABASE_URL = empty.url;
      drop = empty.drop;
    }
    server = await startServer(env, 60_000);
    const backups = () => (fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((n) => n.endsWith(".tar.gz")) : []);
    if (kind === "pglite") await waitFor("the start-up backup", () => backups().length === 1);

    const created = await postEnquiry(server.url, { firstName: "Fault", lastName: "Marker", email: VISITOR, phone: "9876543210", country: "India", tripType: "retreat", tripCategory: "Yoga Retreats", groupSize: 2 });
    expect(created.status).toBe(201);
    const id = Number(created.body?.id);
    const cookie = await signIn(server.url);

    const res = await erase(server.url, cookie, id);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toContain("Retry");
    expect(await erasureState(server.url, cookie, id)).toMatchObject({ pending: true, lastError: expect.any(String) });

    if (kind === "pglite") {
      server.proc.kill("SIGUSR2");
      await waitFor("the backup held back", () => server!.output().includes("an erasure is pending"));
      expect(backups()).toHaveLength(1);
      fs.rmSync(mailDir, { force: true });
      server.proc.kill("SIGUSR2");
      await waitFor("the backup written once the erasure finished", () => backups().length === 2);
      const newest = backups().sort().at(-1)!;
      expect(backupHolding(path.join(backupDir, newest), [VISITOR])).toEqual([]);
    } else {
      // A restart finishes a pending erasure by itself.
      fs.rmSync(mailDir, { force: true });
      await server.stop();
      server = await startServer(env, 60_000);
      const again = await signIn(server.url);
      await waitFor("the pending erasure finished at start", async () => !(await erasureState(server!.url, again, id)).pending);
      return;
    }
    expect(await erasureState(server.url, cookie, id)).toEqual({ pending: false });
  });
});
