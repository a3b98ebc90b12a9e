// The files a real server process writes are its owner's alone (0600 in 0700 folders), whatever
// umask it was started with, and a data key others could read, or with a second name, stops it at
// start with one line. Needs `npm run build` (the harness starts dist/server/index.js).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, startServer } from "../../support/server-process";
import { requiredEnquiry } from "../../support/enquiry-body";
import { waitFor } from "../../support/smtp";
import { apiPaths } from "@shared/api-paths";
import { png } from "../../support/photos";

const ADMIN = { username: "owner-admin", password: "a-long-owner-admin-password" };

const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-owner-only-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Starts a server expected to refuse: answers its exit code and what it wrote. */
async function refused(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const { proc, output } = await spawnServer(env);
  const code = await new Promise<number | null>((resolve) => proc.once("exit", resolve));
  return { code, lines: output().trim().split("\n").filter(Boolean) };
}

/** Every file and folder under `dir` (itself included) whose mode lets group or others in, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const look = (p: string) => {
    const mode = fs.lstatSync(p).mode;
    if ((mode & 0o077) !== 0) found.push(`${path.relative(root, p) || "."} ${(mode & 0o777).toString(8)}`);
  };
  look(dir);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) look(path.join(entry.parentPath, entry.name));
  return found;
}

describe("the files a server process writes", () => {
  const env = {
    PGLITE_DIR: path.join(root, "pglite"),
    BACKUP_DIR: path.join(root, "backups"),
    BACKUP_KEEP: "3",
    MAIL_DIR: path.join(root, "mail"),
    DATA_KEY_FILE: path.join(root, "keys", "data.key"),
    MEDIA_DIR: path.join(root, "media"),
    DATABASE_URL: "",
  };

  it("when it starts under umask 022, takes an enquiry and writes a backup, then every file it wrote is 0600 (or tighter) in folders of 0700", async () => {
    // Folders made for all to read, by an earlier release or by hand before the first start, are narrowed too.
    for (const dir of [env.MAIL_DIR, path.dirname(env.DATA_KEY_FILE), env.MEDIA_DIR]) {
      fs.mkdirSync(dir, { mode: 0o755 });
      fs.chmodSync(dir, 0o755);
    }
    const umask = process.umask(0o022);
    let server;
    try {
      server = await startServer({ ...env, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }, 90_000);
    } finally {
      process.umask(umask);
    }
    try {
      const res = await fetch(`${server.url}${apiPaths.enquiries.href()}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(requiredEnquiry()) });
      expect(res.status).toBe(201);
      await waitFor("the acknowledgement and the staff alert as .eml files", () => fs.readdirSync(env.MAIL_DIR).filter((n) => n.endsWith(".eml")).length >= 2, 20_000);
      // A programme's photo, so MEDIA_DIR is written into.
      const login = await fetch(`${server.url}${apiPaths.login.href()}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
      expect(login.status).toBe(200);
      const cookie = login.headers.get("set-cookie")!.split(";")[0];
      const [programme] = (await (await fetch(`${server.url}${apiPaths.adminProgrammes.href()}`, { headers: { cookie } })).json()) as { id: number }[];
      const form = new FormData();
      form.append("alt", "A lake at dawn");
      form.append("photo", new Blob([await png(600, 400)], { type: "image/png" }), "lake.png");
      const upload = await fetch(`${server.url}${apiPaths.programmePhotos.href(programme.id)}`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
      expect(upload.status).toBe(201);
      const before = fs.existsSync(env.BACKUP_DIR) ? fs.readdirSync(env.BACKUP_DIR).length : 0;
      server.proc.kill("SIGUSR2");
      await waitFor("a backup asked for by SIGUSR2", () => fs.existsSync(env.BACKUP_DIR) && fs.readdirSync(env.BACKUP_DIR).filter((n) => n.endsWith(".tar.gz")).length > before, 30_000);
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
    expect(fs.readdirSync(env.BACKUP_DIR).filter((n) => n.endsWith(".tar.gz")).length).toBeGreaterThan(0);
    for (const dir of [env.BACKUP_DIR, env.MAIL_DIR, path.dirname(env.DATA_KEY_FILE), env.MEDIA_DIR]) expect(openToOthers(dir), dir).toEqual([]);
    expect(fs.readdirSync(path.join(env.MEDIA_DIR, "photos")).length).toBeGreaterThan(0);
    // The database's folder is closed to others: nothing inside it can be reached, whatever PostgreSQL made its own files.
    expect(fs.statSync(env.PGLITE_DIR).mode & 0o777).toBe(0o700);
    expect(fs.statSync(env.DATA_KEY_FILE).mode & 0o777).toBe(0o600);
    // Beside each backup, the photos' copy: a folder (0700) of files (0600).
    for (const name of fs.readdirSync(env.BACKUP_DIR)) {
      const stat = fs.statSync(path.join(env.BACKUP_DIR, name));
      expect(stat.mode & 0o777, name).toBe(stat.isDirectory() ? 0o700 : 0o600);
    }
    for (const name of fs.readdirSync(env.MAIL_DIR)) expect(fs.statSync(path.join(env.MAIL_DIR, name)).mode & 0o777).toBe(0o600);
  }, 180_000);

  it("when the key file is readable by group or others, then the server stops at start with one line naming it and the fix", async () => {
    fs.chmodSync(env.DATA_KEY_FILE, 0o644);
    try {
      const loose = await refused(env);
      expect(loose.code).toBe(1);
      expect(loose.lines).toEqual([`DATA_KEY_FILE ${env.DATA_KEY_FILE} can be read by group or others (mode 0644): run chmod 600 ${env.DATA_KEY_FILE}`]);
    } finally {
      fs.chmodSync(env.DATA_KEY_FILE, 0o600);
    }
  }, 90_000);

  it("when the key file has a hard link inside PGLITE_DIR, then the server stops at start with one line, and no backup carries the key", async () => {
    const link = path.join(env.PGLITE_DIR, "innocent.conf");
    fs.linkSync(env.DATA_KEY_FILE, link);
    const backups = fs.readdirSync(env.BACKUP_DIR);
    try {
      const linked = await refused(env);
      expect(linked.code).toBe(1);
      expect(linked.lines).toEqual([expect.stringMatching(new RegExp(`^DATA_KEY_FILE ${env.DATA_KEY_FILE} has 2 hard links, .*: delete the other links`))]);
      expect(fs.readdirSync(env.BACKUP_DIR)).toEqual(backups);
    } finally {
      fs.rmSync(link);
    }
    const again = await startServer(env, 90_000);
    expect((await again.stop()).code).toBe(0);
  }, 180_000);
});
