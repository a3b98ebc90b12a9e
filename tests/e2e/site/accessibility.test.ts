import { PATHS } from "@shared/routes";
import { DESKTOP, PHONE, baseURL, useBrowser } from "../../support/browser";
import { describeFindings, runAxe } from "../../support/pages/axe";
import { shotName } from "../../support/pages/routes";
import { expectCleanPage, gotoReady, isDisclosureOpen, useWatchedPages, shot, summaryNamed } from "../../support/pages/site";

const chrome = useBrowser();

// Reduced motion: axe measures colours of settled elements, not of a fade in progress.
const watch = useWatchedPages(chrome, (w) => w.page.emulateMedia({ reducedMotion: "reduce" }));

// Every route at both widths is checked with axe in public-site.test.ts, in the same visit that
// checks its heading, title and console: this file checks the states a visit reaches by acting.

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("booking dialog at %s width", (_label, viewport) => {
  test(`when the enquiry dialog is opened from a card at ${viewport.width}px, then axe finds no violation`, async () => {
    const w = await watch(viewport);
    await gotoReady(w.page, PATHS.womens);
    const book = w.page.locator("main ul[role='list'] > li > article").first().getByRole("button", { name: /^Book (?!\d)/ });
    await book.click();
    const dialog = w.page.getByRole("dialog");
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByRole("heading").first().innerText()).toMatch(/^Book /);
    await dialog.getByLabel(/First Name/).waitFor();
    await w.page.waitForLoadState("networkidle");
    await shot(w.page, `${shotName(PATHS.womens)}-dialog-${viewport.width}`);
    const findings = await runAxe(w.page);
    if (findings.length) console.log(describeFindings(`dialog @${viewport.width}`, findings));
    expect(findings.map((f) => `${f.id} (${f.impact}): ${f.targets.join(", ")}`)).toEqual([]);
    await expectCleanPage(w);
  });
});

describe("opened disclosures", () => {
  test.each([
    ["phone", PHONE, "Menu"],
    ["desktop", DESKTOP, "Retreats"],
  ] as const)("when the %s menu and two FAQ questions are open, then axe finds no violation", async (_label, viewport, menu) => {
    const w = await watch(viewport);
    await gotoReady(w.page, PATHS.faqs);
    const questions = w.page.locator("main details > summary");
    await questions.nth(0).click();
    await questions.nth(3).click();
    const toggle = summaryNamed(w.page.getByRole("banner"), menu);
    await toggle.click();
    expect(await isDisclosureOpen(toggle)).toBe(true);
    const findings = await runAxe(w.page);
    if (findings.length) console.log(describeFindings(`open menus @${viewport.width}`, findings));
    expect(findings.map((f) => `${f.id} (${f.impact}): ${f.targets.join(", ")}`)).toEqual([]);
  });
});

describe("keyboard focus", () => {
  // The focus ring is set once for every element (index.css), not by each component; it must
  // show on whatever the keyboard reaches, from the page's inline CSS before scripts as after.
  test.each([
    ["with scripts", true],
    ["without scripts", false],
  ] as const)("when a visitor tabs through a catalogue page %s, then every element reached shows a visible focus ring", async (_label, javaScriptEnabled) => {
    const context = await chrome.browser.newContext({ viewport: DESKTOP, baseURL: baseURL(), javaScriptEnabled, reducedMotion: "reduce" });
    try {
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoReady(page, PATHS.womens);
      else await page.goto(PATHS.womens, { waitUntil: "load" });
      const rings: { name: string; shadow: string }[] = [];
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press("Tab");
        rings.push(
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            return { name: `${el.tagName.toLowerCase()} ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}`, shadow: getComputedStyle(el).boxShadow };
          }),
        );
      }
      // The skip link and the header's links carry no ring of their own: theirs is the site's, saffron.
      expect(rings[0].shadow, rings[0].name).toContain("rgb(232, 155, 45)");
      // Each ring is a drawn shadow with a colour that is not transparent.
      const missing = rings.filter((r) => r.shadow === "none" || !/rgb\((?!0, 0, 0\))|rgba\([^)]*, (?!0\))/.test(r.shadow));
      expect(missing).toEqual([]);
      expect(rings.filter((r) => r.shadow.includes("rgb(232, 155, 45)")).length).toBeGreaterThanOrEqual(8);
    } finally {
      await context.close();
    }
  });
});
