import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { freePort } from "./free-port";
import { startServer, type RunningServer } from "./server-process";
import { addressesOf, startTestSmtp, waitFor, type TestSmtp } from "./smtp";
import { apiPaths } from "@shared/api-paths";

export interface Credentials {
  username: string;
  password: string;
}

export interface OwnServer {
  readonly server: RunningServer;
  /** Where the server's mail goes: a real SMTP server holding what it received. */
  readonly smtp: TestSmtp;
  /** A request context with no browser, for what a visitor sends. */
  readonly visitor: APIRequestContext;
  /** A request context signed in as the admin (only with `staffApi`). */
  readonly staff: APIRequestContext;
  /** A browser context on this server, signed in as the admin when `signedIn`; closed after the test. */
  context(browser: Browser, options?: BrowserContextOptions, signedIn?: boolean): Promise<BrowserContext>;
  /** Waits for the quote e-mail to `email` and answers the trip link in it and the link's token. */
  tripLinkMailedTo(email: string): Promise<{ link: string; token: string }>;
}

const TRIP_LINK = /https?:\/\/[^\s"<>]+\/trip\/([A-Za-z0-9_-]{32})/;

/**
 * The production server (`npm run build` first) for one browser test file that needs what the
 * shared e2e server cannot give: mail caught by a real SMTP server, its own admin, settings of its
 * own. It keeps an embedded database in a temp folder of its own, named after `name`; started before
 * the file's first test, stopped and the folder removed after its last. The admin's request context
 * is made only with `staffApi`, since signing in is itself something a test may be about.
 */
export function useOwnServer(name: string, admin: Credentials, { env = {}, staffApi = false }: { env?: Record<string, string>; staffApi?: boolean } = {}): OwnServer {
  const contexts: BrowserContext[] = [];
  let dataDir: string | undefined;
  const fixture = {
    async context(browser: Browser, options: BrowserContextOptions = {}, signedIn = false) {
      const context = await browser.newContext({ ...options, baseURL: fixture.server.url });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      if (signedIn) expect((await context.request.post(apiPaths.login.href(), { data: admin })).status()).toBe(200);
      return context;
    },
    async tripLinkMailedTo(email: string) {
      const mailed = () => fixture.smtp.received.find((m) => addressesOf(m.to).includes(email) && TRIP_LINK.test(m.text ?? ""));
      await waitFor(`the quote e-mail to ${email}`, () => mailed() !== undefined);
      const [link, token] = TRIP_LINK.exec(mailed()!.text!)!;
      return { link, token };
    },
  } as OwnServer & { server: RunningServer; smtp: TestSmtp; visitor: APIRequestContext; staff: APIRequestContext };

  beforeAll(async () => {
    fixture.smtp = await startTestSmtp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ilj-${name}-e2e-`));
    const port = await freePort();
    fixture.server = await startServer(
      {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: fixture.smtp.url,
        MAIL_FROM: "Inner Light Journeys <hello@innerlight.test>",
        STAFF_ALERT_TO: "desk@innerlight.test",
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        BACKUP_KEEP: "0",
        ...env,
      },
      60_000,
    );
    fixture.visitor = await request.newContext({ baseURL: fixture.server.url });
    if (staffApi) {
      fixture.staff = await request.newContext({ baseURL: fixture.server.url });
      expect((await fixture.staff.post(apiPaths.login.href(), { data: admin })).status()).toBe(200);
    }
  }, 90_000);

  afterAll(async () => {
    await fixture.staff?.dispose();
    await fixture.visitor?.dispose();
    await fixture.server?.stop();
    await fixture.smtp?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });

  return fixture;
}
