import type { Browser, Page } from "playwright-core";
import { DESKTOP, connectBrowser, openPage } from "../../support/browser";
import { describeFindings, runAxe } from "../../support/pages/axe";
import { anonymousApi, openCardDialog, staffUser, textOf, uniqueTag } from "../../support/pages/journey";
import { waitForReact } from "../../support/pages/site";
import { apiPaths } from "@shared/api-paths";

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Beacon {
  body: { type: string; path: string; programme?: string };
  at: number;
  readyState: string;
}

/** Records every navigator.sendBeacon call with the time it was made and the document's state then. */
async function watchBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __beacons: unknown[] };
    w.__beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      w.__beacons.push({ body: JSON.parse(String(data)), at: performance.now(), readyState: document.readyState });
      return send(url, data);
    };
  });
}

const beacons = (page: Page) => page.evaluate(() => (window as unknown as { __beacons: Beacon[] }).__beacons);
const loadEnd = (page: Page) => page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd);

describe("visits", () => {
  it("when a page loads, then exactly one pageview is sent, after the load event, and no cookie is set", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await watchBeacons(page);
    const answers: number[] = [];
    page.on("response", (r) => new URL(r.url()).pathname === apiPaths.visitEvents.href() && answers.push(r.status()));
    await page.goto("/womens-retreats?utm_campaign=e2e-spring");
    await expect.poll(() => beacons(page), { timeout: 10_000 }).toHaveLength(1);
    // The page sends at its load event (the beacon above) and on a move to another page; hydration is
    // the one later thing that could move it: once React owns the page, nothing else is coming.
    await waitForReact(page);
    const sent = await beacons(page);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ type: "pageview", path: "/womens-retreats", utmCampaign: "e2e-spring" });
    expect(sent[0].readyState).toBe("complete");
    expect(sent[0].at).toBeGreaterThanOrEqual(await loadEnd(page));
    expect(answers).toEqual([202]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("when the enquiry dialog is opened from a programme card, then enquiry-open is sent with the programme", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await watchBeacons(page);
    await openCardDialog(page, "/womens-retreats", "Book Women's Signature Retreats");
    const programme = (await textOf(page.locator("article").first().locator("h2, h3").first())).trim();
    await expect.poll(async () => (await beacons(page)).map((b) => b.body.type), { timeout: 10_000 }).toContain("enquiry-open");
    const opens = (await beacons(page)).filter((b) => b.body.type === "enquiry-open");
    expect(opens).toHaveLength(1);
    expect(opens[0].body).toMatchObject({ path: "/womens-retreats", programme });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("when Insights is opened, then Funnel draws its charts and tables with the counted visits, and axe finds nothing", async () => {
    const tag = uniqueTag("funnel").toLowerCase();
    const visitor = await anonymousApi();
    const ua = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 ${tag}`;
    for (const body of [
      { type: "pageview", path: "/faqs", utmCampaign: tag, referrer: "https://news.example.org/story" },
      // A programme of ours: any other is counted as "other" (the beacon's keys are bounded).
      { type: "enquiry-open", path: "/faqs", programme: "Purpose Path", utmCampaign: tag, referrer: "https://news.example.org/story" },
    ]) {
      const res = await visitor.post(apiPaths.visitEvents.href(), { data: body, headers: { "User-Agent": ua } });
      expect(res.status()).toBe(202);
    }
    await visitor.dispose();

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect((await context.request.post(apiPaths.login.href(), { data: staffUser() })).status()).toBe(200);
    await page.goto("/admin/bookings?tab=insights");
    await page.getByRole("heading", { name: "Funnel" }).waitFor({ state: "visible", timeout: 15_000 });
    // Events are written within a second; the funnel asked at once may predate them.
    await expect
      .poll(
        async () => {
          await page.reload();
          const table = page.getByRole("table", { name: "By campaign" });
          await table.waitFor({ state: "attached", timeout: 15_000 });
          return textOf(table);
        },
        { timeout: 20_000 },
      )
      .toContain(tag);
    const campaign = await page
      .getByRole("table", { name: "By campaign" })
      .evaluate((t, key) => Array.from(t.querySelectorAll("tbody tr"), (tr) => Array.from(tr.querySelectorAll("th, td"), (c) => c.textContent)).find((r) => r[0] === key), tag);
    expect(campaign).toEqual([tag, "1", "1", "100%", "0", "0%"]);
    for (const name of ["Visitors to enquiries", "By landing page", "By source", "By programme"]) {
      await page.getByRole("table", { name }).waitFor({ state: "attached" });
    }
    // Other browser tests open dialogs too, so the programme table is read by its own row.
    const programme = await page
      .getByRole("table", { name: "By programme" })
      .evaluate((t, key) => Array.from(t.querySelectorAll("tbody tr"), (tr) => Array.from(tr.querySelectorAll("th, td"), (c) => c.textContent)).find((r) => r[0] === key), "Purpose Path");
    expect(programme?.[0]).toBe("Purpose Path");
    expect(Number(programme?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(programme?.[2])).toBeGreaterThanOrEqual(1);
    expect(await textOf(page.getByRole("table", { name: "By source" }))).toContain("news.example.org");
    // Each breakdown with data draws its bars.
    const funnel = page.locator("section[aria-labelledby='funnel-heading']");
    await expect.poll(() => funnel.locator("figure svg.recharts-surface").count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    const steps = await textOf(funnel.getByRole("list", { name: "Funnel steps" }));
    expect(steps).toMatch(/Visitors\d+/);

    await funnel.getByLabel("Sort breakdowns by").selectOption("conversion");
    await funnel.getByLabel("Period").selectOption("dates");
    await funnel.getByLabel("From").waitFor({ state: "visible" });
    const findings = await runAxe(page);
    if (findings.length) console.log(describeFindings("insights funnel", findings));
    expect(findings.map((f) => `${f.id} (${f.impact}): ${f.targets.join(", ")}`)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
