import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page, Response } from "playwright-core";
import { afterEach } from "vitest";
import { DESKTOP, baseURL, openPage } from "../browser";
import { apiPaths, API_PREFIX } from "@shared/api-paths";

/** Where the browser tests leave their screenshots, for a person to open. */
const SHOTS_DIR = "/tmp/shots";
/**
 * CI (CI=true) takes none unless E2E_SHOTS=1: no one opens a CI machine's /tmp, and the 134 pictures
 * were about 30 s of the browser tests' Chromium time there. No test reads them.
 */
const TAKE_SHOTS = process.env.CI !== "true" || process.env.E2E_SHOTS === "1";

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and any console line about the Content Security Policy. */
  errors: string[];
  /** Same-origin responses with an error status, as "404 GET /art/x.svg" (the console line names no URL). */
  failed: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * A page from browser.ts's openPage that also records CSP violations: the listener is installed
 * before any page script runs (init scripts are not subject to the page's CSP).
 */
export async function openWatched(browser: Browser, viewport: { width: number; height: number }): Promise<WatchedPage> {
  const { context, page, errors } = await openPage(browser, viewport);
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
    });
  });
  page.on("console", (m) => {
    if (m.type() !== "error" && /content security policy/i.test(m.text())) errors.push(m.text());
  });
  const failed: string[] = [];
  page.on("response", (r) => {
    const url = new URL(r.url());
    if (r.status() >= 400 && url.origin === new URL(baseURL()).origin)
      failed.push(`${r.status()} ${r.request().method()} ${url.pathname}${url.search}`);
  });
  return { context, page, errors, failed };
}

/**
 * Waits until React owns the page's h1: prerendered HTML is visible before hydration, so a test
 * that clicks too early talks to dead markup. React tags each DOM node it hydrated or rendered.
 */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const h1 = document.querySelector("h1");
      return !!h1 && Object.keys(h1).some((k) => k.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Goes to a path and waits for hydration; returns the navigation's response. */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: "load" });
  await waitForReact(page);
  return response;
}

/** CSP violations seen by the page since it loaded. */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/**
 * Lets late effects and lazy chunks settle, then fails on any console error, failed request or CSP
 * violation. `expectedFailures` lists responses the test caused on purpose (e.g. "404 GET /nope"):
 * they must happen, and the browser's matching "Failed to load resource" lines are not errors.
 */
export async function expectCleanPage(watched: WatchedPage, expectedFailures: string[] = []): Promise<void> {
  await watched.page.waitForLoadState("networkidle");
  expect(await cspViolations(watched.page)).toEqual([]);
  let errors = watched.errors;
  expect(watched.failed).toEqual(expectedFailures);
  for (const f of expectedFailures) {
    const status = f.split(" ")[0];
    const at = errors.findIndex((e) => e.startsWith(`Failed to load resource: the server responded with a status of ${status}`));
    if (at >= 0) errors = errors.filter((_, i) => i !== at);
  }
  expect(errors).toEqual([]);
}

/** The page's h1 texts once they equal `expected`: client-side navigation loads the screen lazily. */
export async function expectH1(page: Page, expected: string): Promise<void> {
  await expect
    .poll(async () => (await page.locator("h1").allTextContents()).map((t) => t.trim()), { timeout: 10_000 })
    .toEqual([expected]);
}

export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!TAKE_SHOTS) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}

/**
 * Requests that would send data somewhere: anything but GET, and any call to the API.
 * The home search and the newsletter must make none (docs/site.md §7). The visit beacon's page views
 * (docs/decisions/visits-and-the-funnel.md) carry nothing the visitor typed, so they are not counted here.
 */
export function recordSendingRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (r) => {
    const isPageview = new URL(r.url()).pathname === apiPaths.visitEvents.href() && (r.postDataJSON() as { type?: string } | null)?.type === "pageview";
    if (isPageview) return;
    // A catalogue reached inside the app reads its cards' departures: public data, nothing sent.
    if (r.method() === "GET" && new URL(r.url()).pathname === apiPaths.departureCards.href()) return;
    if (r.method() !== "GET" || new URL(r.url()).pathname.startsWith(API_PREFIX)) sent.push(`${r.method()} ${r.url()}`);
  });
  return sent;
}

/**
 * The <summary> of a native disclosure, by its exact text. Browsers expose it as a button, but
 * Playwright's role engine leaves <summary> out, so it is found by its tag and text.
 */
export function summaryNamed(scope: Page | Locator, name: string): Locator {
  return scope.locator("summary").filter({ hasText: new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`) });
}

/** Whether the <details> a <summary> belongs to is open. */
export function isDisclosureOpen(summary: Locator): Promise<boolean> {
  return summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
}

/**
 * Opens watched pages for a test file's tests, each closed after the test that opened it;
 * `prepare` runs on every page before it is handed out.
 */
export function useWatchedPages(
  chrome: { readonly browser: Browser },
  prepare: (w: WatchedPage) => Promise<void> = async () => {},
): (viewport?: { width: number; height: number }) => Promise<WatchedPage> {
  const open: WatchedPage[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((w) => w.context.close()));
  });
  return async (viewport = DESKTOP) => {
    const w = await openWatched(chrome.browser, viewport);
    await prepare(w);
    open.push(w);
    return w;
  };
}

/**
 * Waits until the page stops scrolling: a press on an in-page link scrolls smoothly, and a
 * person presses the next thing once the page is still, not at coordinates still moving.
 * With `to` (a selector), the scroll must also have brought that element's top into view, since a
 * smooth scroll may not have moved yet in the frames right after the press. Still means eight
 * frames without a change: two (the first version) once let a click land while the bar was moving.
 */
export async function scrollSettled(page: Page, to?: string): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      new Promise<boolean>((resolve) => {
        const top = selector ? document.querySelector(selector)?.getBoundingClientRect().top : 0;
        if (top === undefined || top < 0 || top >= window.innerHeight) return resolve(false);
        const y = window.scrollY;
        let frames = 0;
        const next = () => {
          if (window.scrollY !== y) return resolve(false);
          if (++frames === 8) return resolve(true);
          requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
    to,
    { polling: 100 },
  );
}
