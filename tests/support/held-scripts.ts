import type { Page, Route } from "playwright-core";

export interface HeldScripts {
  /** Lets every held script through. */
  release: () => void;
  /** How many script requests were held so far. */
  held: () => number;
}

/**
 * Holds every script of the page until `release` is called: the page is its server HTML till
 * then. `except` lets matching scripts through at once (e.g. the small entry module, which comes
 * with the page's first response in real visits while React's start-up is still on its way).
 */
export async function holdScripts(page: Page, except?: RegExp): Promise<HeldScripts> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let count = 0;
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route: Route) => {
    if (except?.test(route.request().url())) return route.continue();
    count += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => count };
}
