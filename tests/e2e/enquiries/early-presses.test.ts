import { retreatsConfig, womensRetreatsConfig } from "../../support/seeded-catalogues";
import type { BrowserContext, Page } from "playwright-core";
import { PATHS } from "@shared/routes";
import { FAQ_CATEGORIES } from "@/content/faq-content";
import { DESKTOP, PHONE, baseURL, useBrowser } from "../../support/browser";
import { holdScripts } from "../../support/held-scripts";
import { gotoReady, isDisclosureOpen, summaryNamed, waitForReact } from "../../support/pages/site";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chrome.browser.newContext({ viewport, baseURL: baseURL() });
  contexts.push(context);
  // Nothing leaves the machine: the map page answers with an empty page.
  await context.route(/^https:\/\/(www\.)?google\.[^/]+\//, (route) => route.fulfill({ status: 200, body: "" }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await watchSubmits(page);
  return { context, page };
}

/**
 * Counts, in the page, the forms submitted and the navigations begun (the Navigation API's navigate
 * event fires as a form's submission starts one), so a test knows a submission has run its course.
 */
async function watchSubmits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __submits: number; __navigations: number; navigation?: EventTarget };
    w.__submits = 0;
    w.__navigations = 0;
    addEventListener("submit", () => (w.__submits += 1));
    w.navigation?.addEventListener("navigate", () => (w.__navigations += 1));
  });
}

/** Waits for the form submitted by a press; answers whether its submission started a navigation. */
async function submissionNavigated(page: Page): Promise<boolean> {
  await page.waitForFunction(() => (window as unknown as { __submits: number }).__submits > 0);
  return page.evaluate(() => (window as unknown as { __navigations: number }).__navigations > 0);
}

/** The entry module: in a real visit it arrives with the page, long before React's start-up. */
const ENTRY = /\/assets\/index-[^/]*\.js/;

interface Control {
  name: string;
  path: string;
  /** Lets the entry module run while the rest is held (see ENTRY). */
  entryRuns?: boolean;
  /** Presses the control on the server's HTML; returns what went wrong before the scripts ran. */
  press: (page: Page) => Promise<string | null>;
  /** Whether the control has answered once the page is hydrated. */
  answered: (page: Page, context: BrowserContext, alerts: string[]) => Promise<boolean>;
}

const NO_EXPERIENCE_MESSAGE = "Please select an experience or trip to search for.";

const titles = (page: Page) => page.locator("main article h2").count();

const CONTROLS: Control[] = [
  {
    name: "home search, empty",
    path: PATHS.home,
    press: async (page) => {
      await page.getByRole("button", { name: "Search", exact: true }).click();
      return null;
    },
    answered: async (page, _context, alerts) =>
      alerts.includes(NO_EXPERIENCE_MESSAGE) &&
      new URL(page.url()).pathname === PATHS.home &&
      (await page.evaluate(() => window.localStorage.getItem("lastSearch"))) === null,
  },
  {
    name: "home search, chosen",
    path: PATHS.home,
    press: async (page) => {
      await page.getByLabel("Experience or trip").selectOption("tech-mastery");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      return null;
    },
    answered: async (page) =>
      new URL(page.url()).pathname === PATHS.career && (await page.locator('main [data-chosen="true"]').count()) === 1,
  },
  {
    name: "Book in the page header",
    path: PATHS.retreats,
    press: async (page) => {
      await page.locator("main").getByRole("button", { name: "Book to Transform" }).click();
      return null;
    },
    answered: (page) => page.getByRole("dialog", { name: "Book to Transform" }).isVisible(),
  },
  {
    name: "Book on a programme card",
    path: PATHS.womens,
    press: async (page) => {
      // The card's own Book, last in its card (a departure's Book comes before it once one is open).
      await page.locator("main article").first().locator("a[data-book-button]").last().click();
      return null;
    },
    answered: (page) => page.getByRole("dialog").isVisible(),
  },
  {
    name: "Show map",
    path: PATHS.contact,
    press: async (page) => {
      // A machine under load may take a while to open a tab: wait on the event, generously.
      const opened = page.context().waitForEvent("page", { timeout: 15_000 }).catch(() => null);
      await page.getByRole("button", { name: "Show map" }).click();
      return (await opened) ? null : "no map page opened";
    },
    // Pressed early, it opened the map page; the hydrated page still offers the map.
    answered: async (page, context) =>
      context.pages().some((p) => /google\./.test(p.url())) && (await page.getByRole("button", { name: "Show map" }).isVisible()),
  },
  {
    name: "Subscribe",
    path: PATHS.home,
    entryRuns: true,
    press: async (page) => {
      const url = page.url();
      const field = page.locator("section[aria-labelledby='newsletter-title']").getByLabel("Email address");
      await field.fill("meera@example.com");
      await page.getByRole("button", { name: "Subscribe" }).click();
      if ((await submissionNavigated(page)) || page.url() !== url) return `navigated to ${page.url()}`;
      if ((await field.inputValue()) !== "meera@example.com") return "the typed address was lost";
      return null;
    },
    answered: async (page) =>
      (await page.locator("section[aria-labelledby='newsletter-title']").getByLabel("Email address").inputValue()) === "" &&
      (await page.getByText("Thank you!").isVisible()),
  },
  {
    name: "filters",
    path: PATHS.retreats,
    press: async (page) => {
      await page.locator("main form[role='search'] select[name=category]").selectOption("sapphic");
      return null;
    },
    answered: async (page) =>
      new URL(page.url()).search === "?category=sapphic" && (await titles(page)) < retreatsConfig.items.length,
  },
  {
    name: "FAQ",
    path: PATHS.faqs,
    press: async (page) => {
      await summaryNamed(page, FAQ_CATEGORIES[0].items[0].question).click();
      return null;
    },
    answered: (page) => isDisclosureOpen(summaryNamed(page, FAQ_CATEGORIES[0].items[0].question)),
  },
];

/** Presses one control with the scripts held, releases them, and says what is left unanswered. */
async function tryControl(control: Control): Promise<string | null> {
  const { context, page } = await newPage(control.name.startsWith("Book in") ? DESKTOP : PHONE);
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  const sent: string[] = [];
  page.on("request", (r) => {
    // The visit counter's beacons (pageview, enquiry-open) are not a control's answer.
    if (r.method() !== "GET" && new URL(r.url()).pathname !== apiPaths.visitEvents.href()) sent.push(`${r.method()} ${r.url()}`);
  });
  const scripts = await holdScripts(page, control.entryRuns ? ENTRY : undefined);
  // Module scripts run before DOMContentLoaded, so with them held the page is only committed.
  await page.goto(control.path, { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
  // The entry has run once it has asked for the whole stylesheet (client/src/main.tsx).
  if (control.entryRuns) await page.locator('link[rel="stylesheet"]').waitFor({ state: "attached" });
  const early = await control.press(page);
  if (early) return `${control.name}: ${early}`;
  scripts.release();
  await waitForReact(page);
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await control.answered(page, context, alerts)) break;
    await page.waitForTimeout(100);
  }
  if (!(await control.answered(page, context, alerts))) return `${control.name} on ${control.path}: no answer`;
  if (sent.length > 0) return `${control.name}: sent ${sent.join(", ")}`;
  return null;
}

describe("a control pressed before the scripts run", () => {
  test("when each public page's controls are pressed with the scripts held back, then once they run none is left without an answer", async () => {
    const unanswered: string[] = [];
    for (const control of CONTROLS) {
      const problem = await tryControl(control);
      if (problem) unanswered.push(problem);
      await Promise.all(contexts.splice(0).map((c) => c.close()));
    }
    expect(unanswered).toEqual([]);
  }, 180_000);

  test("when Subscribe is pressed with every script held, then the page neither reloads nor loses the address", async () => {
    const { page } = await newPage(PHONE);
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents += 1;
    });
    const scripts = await holdScripts(page);
    await page.goto(PATHS.home, { waitUntil: "commit" });
    const field = page.locator("section[aria-labelledby='newsletter-title']").getByLabel("Email address");
    await field.fill("meera@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect(await submissionNavigated(page)).toBe(false);
    expect(documents).toBe(1);
    expect(new URL(page.url()).search).toBe("");
    expect(await field.inputValue()).toBe("meera@example.com");
    scripts.release();
    await waitForReact(page);
    expect(documents).toBe(1);
  });
});

describe.each([
  ["390", PHONE],
  ["1280", DESKTOP],
])("Show map pressed early at %s px", (_width, viewport) => {
  const showMap = (page: Page) => page.getByRole("button", { name: "Show map" });
  const mapFrame = (page: Page) => page.locator('main iframe[src^="https://www.google.com/maps"]');

  test("when it is pressed after the entry module ran but before React, then the map shows in the page once the scripts run", async () => {
    const { page } = await newPage(viewport);
    const scripts = await holdScripts(page, ENTRY);
    await page.goto(PATHS.contact, { waitUntil: "commit" });
    // The entry has run once it has asked for the whole stylesheet (client/src/main.tsx).
    await page.locator('link[rel="stylesheet"]').waitFor({ state: "attached" });
    await showMap(page).click();
    expect(new URL(page.url()).pathname).toBe(PATHS.contact);
    expect(scripts.held()).toBeGreaterThan(0);
    scripts.release();
    await waitForReact(page);
    await mapFrame(page).waitFor({ state: "attached" });
    expect(await showMap(page).count()).toBe(0);
  });

  test("when it is pressed with every script held, then the map page opens, and the page still offers the map once they run", async () => {
    const { context, page } = await newPage(viewport);
    const scripts = await holdScripts(page);
    await page.goto(PATHS.contact, { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    const opened = context.waitForEvent("page", { timeout: 15_000 });
    await showMap(page).click();
    const map = await opened;
    await expect.poll(() => map.url(), { timeout: 15_000 }).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
    scripts.release();
    await waitForReact(page);
    await showMap(page).click();
    await mapFrame(page).waitFor({ state: "attached" });
  });
});

describe("the Show results notice", () => {
  test("when a filter changes the results while the count line is out of sight, then the notice offers Show results, which brings it back", async () => {
    const { page } = await newPage(DESKTOP);
    await gotoReady(page, PATHS.womens);
    const count = page.locator("main p[role='status']");
    const notice = page.getByTestId("results-notice");

    // In sight: no notice.
    const duration = page.locator("main form[role='search'] select[name=duration]");
    await duration.selectOption("7");
    await expect.poll(() => titles(page)).toBeLessThan(womensRetreatsConfig.items.length);
    expect(await notice.count()).toBe(0);

    await duration.selectOption("");
    await expect.poll(() => titles(page)).toBe(womensRetreatsConfig.items.length);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(async () => (await count.boundingBox())!.y).toBeLessThan(0);
    await duration.selectOption("8");
    await notice.waitFor({ state: "visible" });
    expect(await notice.textContent()).toMatch(/^Results updated: Showing \d+ of \d+ retreats/);

    await notice.getByRole("button", { name: "Show results" }).click();
    await expect.poll(async () => (await count.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect((await count.boundingBox())!.y).toBeLessThan(DESKTOP.height);
  });
});
