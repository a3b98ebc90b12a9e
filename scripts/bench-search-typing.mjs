// Typing in the search box of the largest catalogue on a 4x throttled CPU: how long each
// keystroke takes to show its results (Event Timing's interaction duration in Chromium).
// Run after `npm run build`: npm run bench:search [-- /some-catalogue-path]
import path from "node:path";
import { chromium } from "playwright-core";
import { startProduct } from "./bench-lib.mjs";
import { findChromium } from "./ensure-chromium.mjs";

const DIST = path.resolve("dist");
const TEXT = "lisbon bali"; // 11 keystrokes; the first is dropped (it loads the search's extra texts on listings)
const THROTTLE = 4;

const product = await startProduct({ dist: DIST, env: { BACKUP_KEEP: "0" } });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || findChromium(), args: ["--no-sandbox"] });

// The largest catalogue (nine journeys), unless a path is given.
const target = process.argv[2] || "/slow-travel-cultural-immersion";
/** Event Timing reports nothing shorter than this: a keystroke with no entry took less. */
const THRESHOLD = 16;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${product.base}${target}`);
  const box = page.locator("main form[role='search'] input[type='search']");
  await box.waitFor();
  // Hydrated once React has put its props on the element.
  await page.waitForFunction(() => {
    const el = document.querySelector("main form[role='search'] input[type='search']");
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
  });
  await page.evaluate(() => {
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        window.__interactions.set(e.interactionId, Math.max(window.__interactions.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: "event", durationThreshold: 16 });
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  await box.click();
  await page.waitForTimeout(300);
  const keys = [];
  for (const ch of TEXT) {
    await page.evaluate(() => window.__interactions.clear());
    await page.keyboard.type(ch);
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => [...window.__interactions.values()]);
    keys.push(seen.length ? Math.max(...seen) : THRESHOLD);
  }
  keys.shift();
  const shown = await page.locator("main article").count();
  console.log(`${target}: ${keys.length} keystrokes on a ${THROTTLE}x slower CPU, ${shown} cards left for "${TEXT}"`);
  console.log(`interaction durations (ms, ${THRESHOLD} means under ${THRESHOLD}): ${keys.map((d) => Math.round(d)).join(" ")}`);
  console.log(`median ${Math.round(median(keys))} ms, worst ${Math.round(Math.max(...keys))} ms (target: median under 100 ms)`);
} finally {
  await browser.close();
  await product.stop();
}
