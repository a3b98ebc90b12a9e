import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_OPTIONS } from "../support/chromium";
import { freePort } from "../support/free-port";
import { apiPaths } from "@shared/api-paths";

export const E2E_STAFF = { username: "e2e-staff", password: "e2e-staff-password-1" };

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let browser: BrowserServer | undefined;

/** Starts `npm start`'s server on a fresh embedded database, and the run's one Chromium, for the browser tests. */
export default async function setup(project: TestProject) {
  const entry = path.resolve("dist/server/index.js");
  if (!fs.existsSync(entry)) throw new Error("Run `npm run build` before the browser tests (npm test does it).");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-e2e-"));
  const port = await freePort();
  server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: dataDir,
      // No backup work while the browser tests measure and click.
      BACKUP_KEEP: "0",
      DATABASE_URL: "",
      // Without SMTP_URL the enquiries' e-mails become .eml files: beside the database, not in the work tree.
      MAIL_DIR: path.join(dataDir, "mail"),
      // Replies dropped here as .eml files come back into the desk (no IMAP_URL in the browser tests).
      MAIL_INBOX_DIR: path.join(dataDir, "inbox"),
      ADMIN_USERNAME: E2E_STAFF.username,
      ADMIN_PASSWORD: E2E_STAFF.password,
      BOOKING_RATE_LIMIT: "1000",
      LOGIN_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      // The desk's clock (follow-ups, the digest): a test moves it by writing an offset here.
      TEST_CLOCK_FILE: path.join(dataDir, "clock"),
      TEST_CLOCK_IN_PRODUCTION: "allow",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Also what a failed start runs, so a server already spawned is not left behind.
  const teardown = async () => {
    await browser?.close();
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server?.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await startedAndProvided(project, { port, dir: dataDir, child: server });
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}

/** Waits for the server's health, then starts the run's Chromium and provides what the test files read. */
async function startedAndProvided(project: TestProject, { port, dir, child }: { port: number; dir: string; child: ChildProcess }): Promise<void> {
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}${apiPaths.health.href()}`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide("baseURL", baseURL);
  project.provide("staff", E2E_STAFF);
  project.provide("inboxDir", path.join(dir, "inbox"));
  project.provide("clockFile", path.join(dir, "clock"));
  browser = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide("browserEndpoint", browser.wsEndpoint());
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    staff: { username: string; password: string };
    /** The server's MAIL_INBOX_DIR. */
    inboxDir: string;
    /** The server's TEST_CLOCK_FILE: milliseconds its desk clock runs ahead. */
    clockFile: string;
    /** Where the run's one Chromium takes connections (tests/support/browser.ts). */
    browserEndpoint: string;
  }
}
