import { chromium } from "playwright-core";
const base = "http://127.0.0.1:5055";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (let i = 0; i < 8; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const sel = document.querySelectorAll("main form[role='search'] select");
      window.__dcl = [...sel].map((s) => s.value).join("|");
    });
  });
  await page.goto(base + "/earn-while-travel", { waitUntil: "load" });
  await page.waitForFunction(() => !!document.querySelector("main form[role='search'] select") && (window.__reactReady || true));
  await page.waitForTimeout(3500);
  const sel = page.locator("main form[role='search'] select").first();
  const opts = await sel.locator("option").evaluateAll((o) => o.map((x) => x.value).filter(Boolean));
  await sel.selectOption(opts[0]); await page.waitForTimeout(300);
  await page.reload({ waitUntil: "load" }); await page.waitForTimeout(3500);
  await sel.selectOption(opts[1]); await page.waitForTimeout(300);
  await page.goBack(); await page.waitForTimeout(300);
  await page.goBack(); await page.waitForTimeout(3500);
  const r = await page.evaluate(() => ({ url: location.search, nav: performance.getEntriesByType("navigation")[0]?.type, dcl: window.__dcl, now: [...document.querySelectorAll("main form[role='search'] select")].map((s) => s.value).join("|") }));
  console.log(i, JSON.stringify(r));
  await context.close();
}
await browser.close();
