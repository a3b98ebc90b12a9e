import fs from "node:fs";
import path from "node:path";
import { request, type APIRequestContext, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { baseURL, useForTheFile } from "../browser";
import { requiredEnquiry } from "../enquiry-body";
import { apiPaths } from "@shared/api-paths";

/** Shared by the enquiry-journey, staff-desk and security browser tests. */

export { shot } from "./site";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function staffUser(): { username: string; password: string } {
  return inject("staff");
}

/** A short tag that makes this run's enquiries findable through the desk's search. */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/* ------------------------------------------------------------------ console */

export interface ConsoleEntry {
  text: string;
  url: string;
}

/**
 * Console errors with the URL they came from, so a test can allow exactly the requests it made
 * fail on purpose (Chromium logs "Failed to load resource" for every 4xx/5xx fetch).
 */
export function trackConsole(page: Page): ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") entries.push({ text: m.text(), url: m.location().url });
  });
  page.on("pageerror", (e) => entries.push({ text: e.message, url: "" }));
  return entries;
}

export interface AllowedFailure {
  status: number;
  /** Path prefix of the request that answered this status on purpose. */
  path: string;
}

/** Console errors that are not one of the allowed, deliberate request failures. */
export function unexpectedErrors(entries: ConsoleEntry[], allowed: AllowedFailure[] = []): string[] {
  return entries
    .filter(({ text, url }) => {
      const m = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
      if (!m) return true;
      const pathname = url ? new URL(url).pathname : "";
      return !allowed.some((a) => a.status === Number(m[1]) && pathname.startsWith(a.path));
    })
    .map(({ text, url }) => (url ? `${text} (${url})` : text));
}

/* -------------------------------------------------------------- page state */

/**
 * Prerendered pages show their HTML before React takes over; a click before hydration is lost.
 * React marks the nodes it owns with `__reactProps$…` keys, which is what this waits for.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.waitFor({ state: "visible" });
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))), {
      timeout: 15_000,
    })
    .toBe(true);
}

export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

/**
 * The one visible toast (docs/site.md §4: at most one at a time). Found by CSS, not by role: while a modal
 * dialog is open Radix hides the rest of the page, the toast area included, from the role tree.
 */
export function toast(page: Page): Locator {
  return page.locator("[role='region'][aria-label^='Notifications'] li[data-state='open']");
}

export async function expectToast(page: Page, title: string, description: string): Promise<Locator> {
  const t = toast(page);
  await expect.poll(() => textOf(t.first()), { timeout: 10_000 }).toContain(title);
  expect(await t.count()).toBe(1);
  expect(await textOf(t)).toContain(description);
  return t;
}

/** Clicks an option of a Radix select with the pointer. */
export async function clickOption(page: Page, trigger: Locator, option: string | RegExp): Promise<void> {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

/** Picks an option and waits until the select shows it. */
export async function chooseOption(page: Page, trigger: Locator, option: string): Promise<void> {
  await clickOption(page, trigger, option);
  const listbox = page.getByRole("listbox");
  // A long list still scrolling under the pointer can take the click as a hover; a keyboard user
  // then presses Enter on the option, and so does the test.
  try {
    await listbox.waitFor({ state: "hidden", timeout: 2_000 });
  } catch {
    const item = page.getByRole("option", { name: option, exact: true });
    await item.focus();
    await page.keyboard.press("Enter");
  }
  await expect.poll(() => textOf(trigger)).toBe(option);
}

/* ---------------------------------------------------------------- the API */

export interface Enquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  state?: string | null;
  education?: string | null;
  occupation?: string | null;
  designation?: string | null;
  tripType: "retreat" | "international";
  tripCategory: string;
  preferredDates?: string | null;
  groupSize: number;
  specialRequests?: string | null;
  whyThisTrip?: string | null;
  budgetRange?: string | null;
  travelExperience?: string | null;
}

export interface StoredBooking extends Required<Enquiry> {
  id: number;
  reference: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

export function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    ...requiredEnquiry(),
    lastName: "Iyer",
    email: "meera.iyer@example.com",
    state: "Kerala",
    groupSize: 3,
    preferredDates: "March 14, 2027",
    travelExperience: "some-experience",
    budgetRange: "50000-100000",
    specialRequests: "A ground-floor room, please.",
    ...overrides,
  };
}

/** A request context with no browser, for setting up data and checking what was stored. */
export async function anonymousApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseURL() });
}

/** A signed-in staff request context (no Origin header, so judged by its session alone). */
export async function staffApi(): Promise<APIRequestContext> {
  const api = await anonymousApi();
  const res = await api.post(apiPaths.login.href(), { data: staffUser() });
  if (res.status() !== 200) throw new Error(`staff sign-in failed: ${res.status()} ${await res.text()}`);
  return api;
}

export async function createEnquiry(api: APIRequestContext, data: Enquiry): Promise<StoredBooking> {
  const res = await api.post(apiPaths.enquiries.href(), { data });
  if (res.status() !== 201) throw new Error(`enquiry refused: ${res.status()} ${await res.text()}`);
  return (await res.json()) as StoredBooking;
}

export async function listBookings(
  api: APIRequestContext,
  params: { q?: string; status?: string } = {},
): Promise<{ items: StoredBooking[]; total: number }> {
  const res = await api.get(apiPaths.bookings.href(), { params: { limit: 500, ...params } });
  if (res.status() !== 200) throw new Error(`list failed: ${res.status()}`);
  return { items: (await res.json()) as StoredBooking[], total: Number(res.headers()["x-total-count"]) };
}

export async function getBooking(api: APIRequestContext, id: number, q: string): Promise<StoredBooking | undefined> {
  return (await listBookings(api, { q })).items.find((b) => b.id === id);
}

/** The preferred-date text the form stores, e.g. "December 5, 2026". */
export function preferredDateText(d: Date): string {
  return d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}

export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/* ------------------------------------------------------- the enquiry dialog */

export interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  state: string;
  whyThisTrip: string;
}

/** The Book button of the first programme card on a catalogue page, once React owns it. */
export async function openCardDialog(
  page: Page,
  path: string,
  buttonName: string,
): Promise<{ dialog: Locator; button: Locator; openedAt: number }> {
  page.context().setDefaultTimeout(10_000);
  await page.goto(path);
  const button = page.getByRole("article").first().getByRole("button", { name: buttonName, exact: true });
  await waitForHydration(button);
  await button.click();
  // The Book button's own label is the dialog's title ("Book {category}").
  const dialog = page.getByRole("dialog", { name: buttonName, exact: true });
  await dialog.waitFor({ state: "visible", timeout: 15_000 });
  return { dialog, button, openedAt: Date.now() };
}

/** A text box by its accessible name (the required mark "*" is hidden from it). */
export function field(dialog: Locator, label: string): Locator {
  return dialog.getByRole("textbox", { name: label, exact: true });
}

/** The trigger of a Radix select, found by its visible label. */
export function select(dialog: Locator, label: string): Locator {
  return dialog.getByRole("combobox", { name: label, exact: true });
}

/**
 * Fills the required fields the way a person does: clicks into the first box, types at a human
 * pace and moves on with Tab; opens the country list with the keyboard and the state list with
 * the pointer.
 */
export async function fillAsPerson(page: Page, dialog: Locator, v: Visitor): Promise<void> {
  await field(dialog, "First Name").click();
  await page.keyboard.type(v.firstName, { delay: 20 });
  await page.keyboard.press("Tab");
  await page.keyboard.type(v.lastName, { delay: 20 });
  await page.keyboard.press("Tab");
  await page.keyboard.type(v.email, { delay: 20 });
  await field(dialog, "Phone Number").pressSequentially(v.phone, { delay: 20 });

  const country = select(dialog, "Country");
  // The pointer rests on the trigger, which the open list never covers: left where the last click
  // put it, the list can open over it, and Chromium's hover update after the list scrolls to
  // "India" would highlight whichever country then sits under it, and Enter would choose that one.
  const box = await country.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await country.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("listbox").waitFor({ state: "visible" });
  await page.keyboard.type("India", { delay: 20 });
  await page.keyboard.press("Enter");
  await expect.poll(() => textOf(country)).toBe("India");

  await chooseOption(page, select(dialog, "State"), v.state);
  await field(dialog, "Why This Trip").pressSequentially(v.whyThisTrip, { delay: 5 });
}

/** The bot trap drops anything sent sooner than 3 s after opening; people take longer. */
export async function waitLikeAPerson(openedAt: number, ms = 3_500): Promise<void> {
  const left = openedAt + ms - Date.now();
  if (left > 0) await sleep(left);
}

export function dateTrigger(dialog: Locator): Locator {
  return dialog.getByRole("button", { name: /^Preferred Dates/ });
}

/** The date picker popover (Radix portals it outside the enquiry dialog). */
export function datePicker(page: Page): Locator {
  return page.getByRole("dialog", { name: "Choose a preferred date" });
}

/** Opens the picker and clicks `when` with the pointer, moving to later months when needed. */
export async function pickPreferredDate(page: Page, dialog: Locator, when: Date): Promise<void> {
  const picker = datePicker(page);
  if (!(await picker.isVisible())) await dateTrigger(dialog).click();
  await picker.waitFor({ state: "visible" });
  const day = picker.locator(`td[data-day="${isoDay(when)}"]:not([data-outside]) button`);
  for (let i = 0; i < 3 && (await day.count()) === 0; i++) {
    await picker.getByRole("button", { name: /next month/i }).click();
  }
  await day.click();
  await picker.waitFor({ state: "hidden" });
}

/* ------------------------------------------------------------- the desk */

/** The desk's search waits this long after the last keystroke (client/src/features/desk/enquiries/components/booking-search.tsx). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Types into the desk's search and waits until the list is the answer to it: no spinner, the
 * expected number of cards, each one mentioning the search text (a cached answer comes back
 * without a request, so waiting for a response would not do).
 */
export async function searchDesk(page: Page, q: string, expected: number): Promise<void> {
  await page.getByRole("searchbox", { name: "Search bookings" }).fill(q);
  await sleep(SEARCH_DEBOUNCE_MS + 150);
  const needle = q.trim().toLowerCase();
  await expect
    .poll(
      async () => {
        if ((await page.getByRole("status").filter({ hasText: "Loading bookings" }).count()) > 0) return "loading";
        const texts = await deskCards(page).allTextContents();
        const matching = texts.filter((t) => t.toLowerCase().includes(needle)).length;
        return `${texts.length} cards, ${matching} matching`;
      },
      { timeout: 10_000 },
    )
    .toBe(`${expected} cards, ${expected} matching`);
}

/** Signs the browser context in as staff and opens the desk at `query`, waiting for its sections. */
export async function openDesk(context: BrowserContext, page: Page, query = ""): Promise<void> {
  expect((await context.request.post(apiPaths.login.href(), { data: staffUser() })).status()).toBe(200);
  await page.goto(`/admin/bookings${query}`);
  await page.getByRole("tablist", { name: "Desk sections" }).waitFor({ state: "visible" });
}

/** Drops a raw message where the server's inbox folder reader finds it (written aside, then renamed in). */
export function dropInInbox(name: string, raw: string): void {
  const dir = inject("inboxDir");
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `${name}.part`);
  fs.writeFileSync(tmp, raw.replace(/\n/g, "\r\n"));
  fs.renameSync(tmp, path.join(dir, `${name}.eml`));
}

export function deskCards(page: Page): Locator {
  return page.getByRole("list", { name: "Bookings" }).getByRole("article");
}

/** A request context signed in as the browser tests' staff member, for the test file. */
export function useStaffApi(): { readonly staff: APIRequestContext } {
  return useForTheFile("staff", staffApi, (api) => api.dispose());
}

/** A request context with no browser, as a visitor sends from, for the test file. */
export function useVisitorApi(): { readonly api: APIRequestContext } {
  return useForTheFile("api", anonymousApi, (api) => api.dispose());
}
