import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request as playwrightRequest } from "playwright-core";
import { PHONE, useBrowser } from "../../support/browser";
import { freePort } from "../../support/free-port";
import { startServer, type RunningServer } from "../../support/server-process";
import { createEnquiry, enquiry } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * An opened booking on a 390 px phone holds whatever a visitor typed within the screen: a long
 * e-mail address and a word longer than the screen wrap, and nothing needs sideways scrolling.
 * (The desk's frame clips sideways overflow as a last resort, so the boxes are measured.)
 */
const chrome = useBrowser();
const ADMIN = { username: "phone-admin", password: "phone-admin-password-1" };
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-phone-e2e-"));
  const port = await freePort();
  server = await startServer(
    { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, PGLITE_DIR: dataDir, DATABASE_URL: "", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, BACKUP_KEEP: "0" },
    60_000,
  );
}, 90_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

it("when a booking whose visitor typed a long address and a word longer than the screen is opened at 390 px, then every element stays within the screen", async () => {
  const visitor = await playwrightRequest.newContext({ baseURL: server.url });
  const booking = await createEnquiry(
    visitor,
    enquiry({
      email: "a.very.long.address.for.the.retreat.enquiry@example-domain.co.in",
      phone: "+91 98111 00002",
      specialRequests: `Please see https://example.com/${"a-very-long-path-segment-".repeat(4)} and ${"unbroken".repeat(8)}`,
    }),
  );
  await visitor.dispose();
  const context = await chrome.browser.newContext({ viewport: PHONE, baseURL: server.url });
  try {
    expect((await context.request.post(apiPaths.login.href(), { data: ADMIN })).status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`/admin/bookings?id=${booking.id}`);
    await page.locator("[data-conversation]").getByText("unbrokenunbroken", { exact: false }).waitFor();
    const beyond = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main *"))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right > window.innerWidth + 0.5;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} w=${Math.round(el.getBoundingClientRect().width)} cols=${getComputedStyle(el).gridTemplateColumns}`),
    );
    expect(beyond).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);
