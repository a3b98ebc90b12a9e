// Takes full-page screenshots of paths at phone and desktop widths: node scripts/screenshot.mjs http://localhost:5000 / /faqs
import { chromium } from "playwright-core";

const [base, ...paths] = process.argv.slice(2);
const out = process.env.OUT_DIR || "/tmp/shots";
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  page.on("console", (m) => m.type() === "error" && console.log(`[${width}] console error: ${m.text()}`));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = `${out}/${(p.replace(/[/?=&]+/g, "_") || "_").replace(/^_$/, "home")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== "0" });
    console.log(name);
  }
  await page.close();
}
await browser.close();
