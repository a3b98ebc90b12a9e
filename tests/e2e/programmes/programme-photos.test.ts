import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { useOwnServer } from "../../support/own-server";
import { shot } from "../../support/pages/journey";
import { jpegWithGps } from "../../support/photos";

/**
 * A photo added in the desk's Programmes tab, in Chromium against a server of its own (its own
 * MEDIA_DIR): it is the programme's card picture on its catalogue within 60 s (and on its page when
 * the page shows it), with its alt text, and the page does not shift while it loads.
 */
const chrome = useBrowser();
const ADMIN = { username: "photos-admin", password: "photos-admin-password-1" };
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-photos-media-"));
const own = useOwnServer("photos", ADMIN, { env: { MEDIA_DIR: mediaDir } });
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

const PROGRAMME = "Soul & Identity Retreat";
const CATALOGUE = "/womens-retreats";
const ALT = "Women in a circle on a veranda above the tea estate at dawn";

/** Every layout shift of the page from its first paint, added up (what CLS counts), read in the page. */
const SHIFTS_OBSERVED = `
  window.__shift = 0;
  window.__shifted = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shift += e.value;
      for (const s of e.sources || []) {
        const n = s.node;
        const what = n && n.nodeType === 1 ? n.tagName + (n.className ? "." + String(n.className).split(" ").slice(0, 3).join(".") : "") : String(n && n.nodeName);
        window.__shifted.push(what + " " + JSON.stringify([s.previousRect.y, s.previousRect.height, s.currentRect.y, s.currentRect.height]));
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
`;
/** The page's shifts added up, and what moved (said when it is not 0). */
const shiftOf = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const shiftedOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted.join("; "));

describe("a programme's photos from the desk to the site", () => {
  it("when an admin adds a photo with its alt text in Programmes, then the catalogue card shows it within 60 s, with no layout shift while it loads", async () => {
    const desk = await (await own.context(chrome.browser, { viewport: DESKTOP }, true)).newPage();
    await desk.goto("/admin/bookings?tab=programmes");
    await desk.getByRole("button", { name: PROGRAMME, exact: true }).click();
    const photos = desk.locator("[data-photos-section]");
    await photos.getByRole("heading", { name: "Photos" }).waitFor();

    // Without alt text the upload is refused beside the field, and nothing is sent.
    await photos.getByLabel(/^Photo \(JPEG/).setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps(1600, 1000) });
    await photos.getByRole("button", { name: "Upload photo" }).click();
    await expect.poll(() => photos.getByText("Every photo needs its alt text").count()).toBe(1);
    await photos.getByLabel("Alt text", { exact: true }).fill(ALT);
    await photos.getByRole("button", { name: "Upload photo" }).click();
    await photos.locator("li[data-photo] img").waitFor();
    expect(await photos.locator("li[data-photo] img").getAttribute("alt")).toBe(ALT);
    // The editor took the new version in: its header says so, and nothing is stale.
    await expect.poll(() => desk.getByText(/Version \d+, saved by photos-admin/).count()).toBe(1);
    await shot(desk, "programme-photos-desk-1280", true);
    // On a phone the section keeps within the screen.
    const phoneDesk = await (await own.context(chrome.browser, { viewport: PHONE }, true)).newPage();
    await phoneDesk.goto("/admin/bookings?tab=programmes");
    await phoneDesk.getByRole("button", { name: PROGRAMME, exact: true }).click();
    await phoneDesk.locator("[data-photos-section] li[data-photo] img").waitFor();
    expect(await phoneDesk.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    await phoneDesk.locator("[data-photos-section]").scrollIntoViewIfNeeded();
    const section = await phoneDesk.locator("[data-photos-section]").boundingBox();
    expect(section!.x + section!.width).toBeLessThanOrEqual(PHONE.width);
    await shot(phoneDesk, "programme-photos-desk-390");

    const context = await own.context(chrome.browser, { viewport: PHONE });
    await context.addInitScript(SHIFTS_OBSERVED);
    const site = await context.newPage();
    // The photos' files are held back until the page has settled, so the shifts counted are those while they load.
    let release!: () => void;
    const hold = () => new Promise<void>((r) => (release = r));
    let held = hold();
    await site.route("**/media/photos/**", async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const settledAndCounting = () =>
      site.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        (window as unknown as { __shift: number }).__shift = 0;
        (window as unknown as { __shifted: string[] }).__shifted = [];
      });
    const cardImage = site.getByRole("article").filter({ has: site.getByRole("heading", { name: PROGRAMME, exact: true }) }).locator("picture img");
    // The catalogue's pages are made again within 60 s of a change.
    const deadline = Date.now() + 60_000;
    for (;;) {
      await site.goto(CATALOGUE);
      if ((await cardImage.count()) === 1 || Date.now() > deadline) break;
      await site.waitForTimeout(2_000);
    }
    expect(await cardImage.getAttribute("alt")).toBe(ALT);
    const box = await cardImage.boundingBox();
    await settledAndCounting();
    release();
    await cardImage.scrollIntoViewIfNeeded();
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await cardImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/photos\/[0-9a-f]{16}-(390|780|1280)\.avif$/);
    // Its box is the art's (8:5 across the card), whatever the photo's own shape.
    expect(Math.round(box!.width / box!.height * 10) / 10).toBe(1.6);
    expect(await shiftOf(site), await shiftedOf(site)).toBe(0);
    await shot(site, "programme-photos-card-390");

    // The programme's own page, once it shows photos: the same photo with its alt text.
    held = hold();
    // Its first photo is eager: "load" waits for it, and it is held, so the page is taken as soon as it is parsed.
    const page = await site.goto(`${CATALOGUE}/soul-identity`, { waitUntil: "domcontentloaded" });
    const pagePhoto = site.locator(`img[alt="${ALT}"]`).first();
    if (page?.status() === 200 && (await pagePhoto.count()) > 0) {
      await settledAndCounting();
      release();
      await pagePhoto.scrollIntoViewIfNeeded();
      await expect.poll(() => pagePhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      expect(await shiftOf(site), await shiftedOf(site)).toBe(0);
    }
    release();
  }, 180_000);
});
