import { addDays, format, startOfToday } from "date-fns";
import { PATHS } from "@shared/routes";
import { DESKTOP, PHONE, openPage, useBrowser } from "../../support/browser";
import { dateTrigger, select, shot, textOf, waitForHydration } from "../../support/pages/journey";

const chrome = useBrowser();

const VIEWPORTS = [
  ["phone", PHONE],
  ["laptop", DESKTOP],
] as const;

describe.each(VIEWPORTS)("the visitor's journey on a %s", (name, viewport) => {
  it("when the home search chooses a programme, a date and 2 guests, then its page marks that programme in view, notes the search, and its Book dialog starts from it", async () => {
    const { context, page, errors } = await openPage(chrome.browser, viewport);
    try {
      await page.goto(PATHS.home);
      const search = page.getByRole("button", { name: "Search" });
      await waitForHydration(search);
      const day = addDays(startOfToday(), 60);
      await page.getByLabel("Experience or trip").selectOption("soul-identity");
      await page.getByLabel("Travel date").fill(format(day, "yyyy-MM-dd"));
      await page.getByLabel("Guests").selectOption("2");
      await search.click();
      await page.waitForURL((u) => u.pathname === PATHS.womens);

      const chosen = page.locator("[data-chosen]");
      await chosen.waitFor();
      expect(await chosen.getAttribute("data-programme")).toBe("soul-identity");
      expect(await textOf(chosen.getByRole("heading", { level: 2 }))).toBe("Soul & Identity Retreat");
      const sameYear = day.getFullYear() === new Date().getFullYear();
      expect(await textOf(chosen.getByTestId("search-note"))).toContain(
        `For 2 guests, around ${format(day, "d MMMM")}${sameYear ? "" : ` ${day.getFullYear()}`}`,
      );
      // In view: the chosen card's top is on the screen, below the navbar.
      await expect
        .poll(async () => {
          const box = (await chosen.boundingBox())!;
          return box.y >= 60 && box.y < viewport.height / 2;
        })
        .toBe(true);
      await shot(page, `visitor-search-landing-${viewport.width}`);

      await chosen.getByRole("button", { name: "Book Women's Signature Retreats" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      expect(await textOf(dialog.getByTestId("enquiry-programme"))).toBe("Soul & Identity Retreat · Women's Signature Retreats");
      expect(await textOf(dateTrigger(dialog))).toBe(format(day, "MMMM d, yyyy"));
      expect(await textOf(select(dialog, "Group Size"))).toBe("2 People");
      await shot(page, `visitor-search-dialog-${viewport.width}`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      // Clear forgets the search: the note and the mark go.
      await chosen.getByRole("button", { name: "Clear" }).click();
      await expect.poll(() => page.locator("[data-chosen]").count()).toBe(0);
      expect(await page.getByTestId("search-note").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("when a word only a card's location line holds is searched, then that card is found", async () => {
    const { context, page, errors } = await openPage(chrome.browser, viewport);
    try {
      await page.goto(PATHS.womens);
      const box = page.locator("main form[role='search']").getByRole("searchbox");
      await waitForHydration(box);
      // "Domestic & International" is the location line of every women's retreat, in no searched field of the page.
      await box.fill("domestic international");
      await expect.poll(async () => textOf(page.locator("main p[role='status']"))).toBe("Showing 7 of 7 retreats");
      // A hyphen typed or not: "wifi" finds the Japan workcation whose card says "Pocket Wi-Fi".
      await page.goto(PATHS.workcation);
      const box2 = page.locator("main form[role='search']").getByRole("searchbox");
      await waitForHydration(box2);
      await box2.fill("wifi");
      await expect.poll(async () => (await page.locator("main article h2").allTextContents()).length).toBeGreaterThan(0);
      await shot(page, `visitor-search-wifi-${viewport.width}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("when a catalogue opens, then its filter bar and first card start on the first screen, nothing moves as it hydrates, and the bars that stay take at most 120 px on a phone", async () => {
    const { context, page, errors } = await openPage(chrome.browser, viewport);
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shifts.push(e.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      // The heading font arrives late, as on a slow link: the text painted in the fallback face
      // keeps its place (font-display: optional), where a swap once moved the logo by 4 px.
      await page.route("**/*.woff2", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      const fontArrived = page.waitForResponse((r) => r.url().endsWith(".woff2"));
      await page.goto(PATHS.womens);
      const form = page.locator("main form[role='search']");
      await waitForHydration(form.getByRole("searchbox"));
      // What the page painted before its scripts ran stays where it was (Apply is hidden by the
      // stylesheet where scripts run, not by hydration).
      // Held to after the late font came and two frames were laid out with it.
      await fontArrived;
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
      expect((await form.boundingBox())!.y).toBeLessThan(viewport.height);
      expect((await page.locator("main article").first().boundingBox())!.y).toBeLessThan(viewport.height);
      // Filtering is instant once the scripts run: no Apply button.
      expect(await form.getByRole("button", { name: "Apply filters" }).isVisible()).toBe(false);
      await shot(page, `visitor-catalogue-first-screen-${viewport.width}`);
      if (name === "phone") {
        await page.mouse.wheel(0, 2_000);
        await page.waitForTimeout(500);
        const covered = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>("body *"))
            .filter((el) => ["sticky", "fixed"].includes(getComputedStyle(el).position))
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.height > 0 && r.top <= 1 && r.bottom > 0)
            .reduce((max, r) => Math.max(max, r.bottom), 0),
        );
        expect(covered).toBeLessThanOrEqual(120);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
