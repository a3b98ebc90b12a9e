import type { Page } from "playwright-core";
import { NOT_FOUND, PATHS } from "@shared/routes";
import { chatWithGreeting } from "@shared/whatsapp-link";
import { DESKTOP, PHONE, baseURL, useBrowser } from "../../support/browser";
import { ALL_ROUTES, EXPECTED_H1, h1Texts, shotName } from "../../support/pages/routes";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { apiPaths } from "@shared/api-paths";
import {
  expectCleanPage,
  expectH1,
  gotoReady,
  isDisclosureOpen,
  useWatchedPages,
  recordSendingRequests,
  shot,
  summaryNamed,
  waitForReact,
} from "../../support/pages/site";

const chrome = useBrowser();

const NO_EXPERIENCE_ALERT = "Please select an experience or trip to search for.";

const watch = useWatchedPages(chrome);

async function pathname(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

async function h1(page: Page): Promise<string[]> {
  return (await page.locator("h1").allTextContents()).map((t) => t.trim());
}

// One visit per route and width answers for the page as served, as hydrated, and for axe: each
// visit costs the browser tests a page load, and these are 40 of them.
describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("every route at %s width", (_label, viewport) => {
  test.each(ALL_ROUTES.map((r) => [r.path, r] as const))(
    `when %s is opened at ${viewport.width}px, then it answers 200 with its h1 and title, with no console error, and axe finds no violation`,
    async (path, route) => {
      const raw = await fetch(baseURL() + path);
      expect(raw.status).toBe(200);
      const html = await raw.text();
      expect(html).toContain(`<title>${route.title.replace(/&/g, "&amp;")}</title>`);
      if (route.public) {
        // Prerendered: the heading is in the bytes the server sends, before any script runs.
        expect(h1Texts(html)).toEqual([EXPECTED_H1[path]]);
      } else {
        // The staff desk is rendered in the browser only and kept out of search engines.
        expect(h1Texts(html)).toEqual([]);
        expect(html).toMatch(/<meta name="robots" content="noindex/);
      }

      const w = await watch(viewport);
      const response = await gotoReady(w.page, path);
      expect(response?.status()).toBe(200);
      expect(await h1(w.page)).toEqual([EXPECTED_H1[path]]);
      expect(await w.page.title()).toBe(route.title);
      // Signed out, the desk's session probe answers 401 by design and the sign-in form shows.
      await expectCleanPage(w, route.public ? [] : [`401 GET ${apiPaths.me.href()}`]);
      await shot(w.page, `route-${shotName(path)}-${viewport.width}`, process.env.E2E_FULL_SHOTS === "1");
      // Signed out, the staff desk's sign-in form shows once the session check answers.
      if (!route.public) await w.page.getByRole("button", { name: "Sign in" }).waitFor();
      // Reduced motion: axe measures the colours of settled elements, not of a transition in progress.
      await w.page.emulateMedia({ reducedMotion: "reduce" });
      await expectNoAxeFindings(w.page, `${path} @${viewport.width}`);
    },
  );
});

test("when an unknown path is opened, then it answers 404 with 'Page Not Found' and the router hint", async () => {
  const w = await watch(PHONE);
  const response = await gotoReady(w.page, "/no-such-journey");
  expect(response?.status()).toBe(404);
  await expectH1(w.page, "Page Not Found");
  expect(await w.page.title()).toBe(NOT_FOUND.title);
  await expect(w.page.getByText(/add this page to the router/i).isVisible()).resolves.toBe(true);
  await expectCleanPage(w, ["404 GET /no-such-journey"]);
  await shot(w.page, "not-found-390");
});

describe("home", () => {
  test("when the search is submitted with no experience, then the alert shows and nothing is saved", async () => {
    const w = await watch(PHONE);
    const sent = recordSendingRequests(w.page);
    await gotoReady(w.page, "/");
    const alerts: string[] = [];
    w.page.on("dialog", (d) => {
      alerts.push(`${d.type()}: ${d.message()}`);
      void d.accept();
    });
    await w.page.getByLabel("Guests").selectOption("2");
    await w.page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${NO_EXPERIENCE_ALERT}`]);
    expect(await w.page.evaluate(() => window.localStorage.getItem("lastSearch"))).toBeNull();
    expect(await w.page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(await pathname(w.page)).toBe("/");
    expect(sent).toEqual([]);
    await expectCleanPage(w);
  });

  test("when 'tech-mastery' is searched, then lastSearch is saved and the career page opens", async () => {
    const w = await watch(DESKTOP);
    const sent = recordSendingRequests(w.page);
    await gotoReady(w.page, "/");
    const alerts: string[] = [];
    w.page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    const before = Date.now();
    await w.page.getByLabel("Experience or trip").selectOption("tech-mastery");
    await w.page.getByLabel("Travel date").fill("2026-12-14");
    await w.page.getByLabel("Guests").selectOption("3-5");
    await shot(w.page, "home-search-filled-1280");
    await w.page.getByRole("button", { name: "Search", exact: true }).click();

    await w.page.waitForURL((u) => u.pathname === PATHS.career);
    await waitForReact(w.page);
    await expectH1(w.page, "Career Upskilling Retreats");
    const saved = JSON.parse((await w.page.evaluate(() => window.localStorage.getItem("lastSearch"))) ?? "null");
    expect(Object.keys(saved).sort()).toEqual(["date", "destination", "guests", "searchTimestamp"]);
    expect(saved).toMatchObject({ destination: "tech-mastery", date: "2026-12-14", guests: "3-5" });
    expect(saved.searchTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const stamp = Date.parse(saved.searchTimestamp);
    expect(stamp).toBeGreaterThanOrEqual(before - 1000);
    expect(stamp).toBeLessThanOrEqual(Date.now() + 1000);
    expect(alerts).toEqual([]);
    expect(sent).toEqual([]);
    await expectCleanPage(w);
  });

  test("when an e-mail is submitted to the newsletter, then the field is cleared and nothing is sent", async () => {
    const w = await watch(PHONE);
    const sent = recordSendingRequests(w.page);
    await gotoReady(w.page, "/");
    const section = w.page.locator("section[aria-labelledby='newsletter-title']");
    const email = section.getByLabel("Email address");
    await email.fill("asha@example.com");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => email.inputValue()).toBe("");
    await shot(w.page, "home-newsletter-sent-390");
    expect(sent).toEqual([]);
    // A plain form post would have reloaded the page; it must stay put.
    expect(await pathname(w.page)).toBe("/");
    await expectCleanPage(w);
  });

  test("when the newsletter is submitted empty, then the required field stops it and the page stays", async () => {
    const w = await watch(DESKTOP);
    await gotoReady(w.page, "/");
    const email = w.page.locator("section[aria-labelledby='newsletter-title']").getByLabel("Email address");
    expect(await email.getAttribute("required")).not.toBeNull();
    expect(await email.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(false);
  });

  test("when the hero buttons are followed, then they open /retreats and /international-trips", async () => {
    const w = await watch(PHONE);
    await gotoReady(w.page, "/");
    const hero = w.page.locator("section[aria-labelledby='hero-title']");
    await shot(w.page, "home-hero-390");
    await hero.getByRole("link", { name: "Explore Retreats" }).click();
    await w.page.waitForURL((u) => u.pathname === PATHS.retreats);
    await waitForReact(w.page);
    await expectH1(w.page, "Transformation Retreats");

    await w.page.goBack();
    await w.page.waitForURL((u) => u.pathname === "/");
    await hero.getByRole("link", { name: "International Trips" }).click();
    await w.page.waitForURL((u) => u.pathname === PATHS.internationalTrips);
    await expectH1(w.page, "International Trips");
    await expectCleanPage(w);
  });

  test("when pages change, then the floating chat button shows on home only", async () => {
    const w = await watch(DESKTOP);
    await gotoReady(w.page, "/");
    const chat = w.page.getByRole("link", { name: "Chat with us on WhatsApp" });
    expect(await chat.isVisible()).toBe(true);
    // WhatsApp opens with a short greeting typed in.
    expect(await chat.getAttribute("href")).toBe(chatWithGreeting());
    await shot(w.page, "home-1280");

    await w.page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await w.page.waitForURL((u) => u.pathname === PATHS.about);
    expect(await chat.count()).toBe(0);

    await gotoReady(w.page, PATHS.faqs);
    expect(await chat.count()).toBe(0);
    await expectCleanPage(w);
  });
});

describe("navigation", () => {
  test("when the phone menu is toggled, then it lists the five pages and a link navigates and closes it", async () => {
    const w = await watch(PHONE);
    await gotoReady(w.page, PATHS.faqs);
    const menu = w.page.getByRole("navigation", { name: "Mobile" });
    expect(await menu.isVisible()).toBe(false);
    // The desktop bar and its dropdowns are not offered at this width.
    expect(await w.page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);

    const toggle = summaryNamed(w.page, "Menu");
    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    expect((await menu.getByRole("link").allTextContents()).map((t) => t.trim())).toEqual([
      "Home",
      "About Us",
      "Retreats",
      "International Trips",
      "Contact Us",
    ]);
    expect(await isDisclosureOpen(toggle)).toBe(true);
    await shot(w.page, "mobile-menu-open-390");

    await menu.getByRole("link", { name: "International Trips" }).click();
    await w.page.waitForURL((u) => u.pathname === PATHS.internationalTrips);
    await expectH1(w.page, "International Trips");
    expect(await menu.isVisible()).toBe(false);
    expect(await isDisclosureOpen(toggle)).toBe(false);

    // A second toggle closes the menu without navigating.
    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    await toggle.click();
    expect(await menu.isVisible()).toBe(false);
    expect(await pathname(w.page)).toBe(PATHS.internationalTrips);
    await expectCleanPage(w);
  });

  test("when a desktop dropdown is opened, then its links show and one navigates and closes it", async () => {
    const w = await watch(DESKTOP);
    await gotoReady(w.page, "/");
    const main = w.page.getByRole("navigation", { name: "Main" });
    expect(await summaryNamed(w.page, "Menu").isVisible()).toBe(false);

    const retreats = summaryNamed(main, "Retreats");
    const retreatList = main.getByRole("list", { name: "Retreats" });
    expect(await retreatList.isVisible()).toBe(false);
    await retreats.click();
    expect(await isDisclosureOpen(retreats)).toBe(true);
    expect((await retreatList.getByRole("link").allTextContents()).map((t) => t.trim())).toEqual([
      "All Retreats",
      "We Women Retreat",
      "Sapphic Retreats",
      "Queer & Inclusive Retreats",
      "Career Upskilling Retreats",
      "Family Reconnection Retreats",
    ]);
    await shot(w.page, "nav-dropdown-retreats-1280");
    await retreatList.getByRole("link", { name: "Sapphic Retreats" }).click();
    await w.page.waitForURL((u) => u.pathname === PATHS.queerWomens);
    await expectH1(w.page, "Sapphic Retreats");
    expect(await retreatList.isVisible()).toBe(false);

    const trips = summaryNamed(main, "International Trips");
    const tripList = main.getByRole("list", { name: "International Trips" });
    await trips.click();
    expect(await tripList.isVisible()).toBe(true);
    await tripList.getByRole("link", { name: "Earn While You Travel" }).click();
    await w.page.waitForURL((u) => u.pathname === PATHS.earnWhileTravel);
    await expectH1(w.page, "Earn While You Travel");
    expect(await tripList.isVisible()).toBe(false);

    // Keyboard: Escape closes an open dropdown.
    await trips.click();
    expect(await tripList.isVisible()).toBe(true);
    await w.page.keyboard.press("Escape");
    expect(await tripList.isVisible()).toBe(false);
    await expectCleanPage(w);
  });

  test("when a footer link is followed from the bottom of a page, then the new page starts at the top", async () => {
    const w = await watch(PHONE);
    await gotoReady(w.page, PATHS.faqs);
    const footerLink = w.page.locator("footer").getByRole("link", { name: "Refund Policies" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await w.page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await footerLink.click();
    await w.page.waitForURL((u) => u.pathname === PATHS.refundPolicies);
    await w.page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    await expectH1(w.page, "Refund Policies");
    expect(await w.page.locator("h1").isVisible()).toBe(true);
    await expectCleanPage(w);
  });
});

describe("FAQs", () => {
  test("when the page opens, every question is collapsed, and two questions open and close independently", async () => {
    const w = await watch(PHONE);
    await gotoReady(w.page, PATHS.faqs);
    // Each question is a native disclosure: <details> with the question as an h3 in its <summary>.
    const questions = w.page.locator("main details > summary:has(h3)");
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(10);
    const openStates = () => questions.evaluateAll((els) => els.map((e) => (e.parentElement as HTMLDetailsElement).open));
    expect(new Set(await openStates())).toEqual(new Set([false]));
    // No answer is on screen until its question is opened.
    const answers = w.page.locator("main details > div");
    // (A closed <details> hides its content with content-visibility, which offsetParent does not see.)
    expect(await answers.evaluateAll((els) => els.filter((e) => e.checkVisibility()).length)).toBe(0);

    const first = questions.nth(0);
    const second = questions.nth(1);
    const firstAnswer = answers.nth(0);
    const secondAnswer = answers.nth(1);

    await first.click();
    await second.focus();
    await w.page.keyboard.press("Enter");
    expect(await isDisclosureOpen(first)).toBe(true);
    expect(await isDisclosureOpen(second)).toBe(true);
    expect(await firstAnswer.isVisible()).toBe(true);
    expect(await secondAnswer.isVisible()).toBe(true);
    expect((await firstAnswer.textContent())?.trim().length).toBeGreaterThan(20);
    await shot(w.page, "faqs-two-open-390");

    await first.click();
    expect(await isDisclosureOpen(first)).toBe(false);
    expect(await firstAnswer.isVisible()).toBe(false);
    expect(await isDisclosureOpen(second)).toBe(true);
    expect(await secondAnswer.isVisible()).toBe(true);
    // Only the one left open is expanded on the whole page.
    expect((await openStates()).filter(Boolean)).toHaveLength(1);
    await expectCleanPage(w);
  });
});

