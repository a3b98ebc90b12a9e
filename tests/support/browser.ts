import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Download, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function baseURL(): string {
  return inject("baseURL");
}

/**
 * The run's one Chromium, started by the browser tests' global set-up: each test file connects to it
 * and works in contexts of its own (each its own cookies, storage and cache), one file at a time.
 * Starting a Chromium per file cost about a second of the browser lane each. Closing the connection
 * leaves the browser to the next file.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

/** A page whose console errors and uncaught exceptions are collected, so tests can assert there are none. */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: baseURL() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * What the test file uses throughout, under `key`: made before its first test, closed after its
 * last (if it was made at all).
 */
export function useForTheFile<K extends string, T>(key: K, make: () => Promise<T>, close: (made: T) => Promise<void>): { readonly [P in K]: T } {
  const fixture = {} as Record<K, T>;
  beforeAll(async () => {
    fixture[key] = await make();
  });
  afterAll(async () => {
    if (fixture[key] !== undefined) await close(fixture[key]);
  });
  return fixture;
}

/** The run's Chromium for the test file: connected before its first test, let go after its last. */
export function useBrowser(): { readonly browser: Browser } {
  return useForTheFile("browser", connectBrowser, (browser) => browser.close());
}

/**
 * What a download holds, as text. The run's Chromium is connected to, not launched by the test, so
 * the file is copied here (saveAs) rather than read where the browser put it.
 */
export async function downloadedText(download: Download): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-download-"));
  try {
    const file = path.join(dir, "file");
    await download.saveAs(file);
    return fs.readFileSync(file, "utf8");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
