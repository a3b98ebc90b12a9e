import type { BrowserContext, Page } from "playwright-core";
import { apiPaths } from "@shared/api-paths";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { useOwnServer } from "../../support/own-server";
import { shot, textOf } from "../../support/pages/journey";

/**
 * The Programmes tab in Chromium (the desk at 1280×800, the site at 390×844), against a server of
 * its own: an admin adds a programme and publishes it; with scripts blocked it is on its catalogue
 * and found by a word of its highlights in the HTML as first served; a rename reaches the card, the
 * home search, the enquiry dialog and the departure form; a restore brings the old title back; a
 * stale save keeps the typed text; an agent reads but cannot save.
 */
const chrome = useBrowser();
const ADMIN = { username: "programmes-admin", password: "programmes-admin-password-1" };
const own = useOwnServer("programmes", ADMIN, { staffApi: true });
// The server's own desk makes the site look again at once (another process would look within 10 s);
// the rules allow a minute.
const WITHIN_A_MINUTE = { timeout: 60_000, intervals: [1_000] };

const TITLE = "Moonlit Reset";
const RENAMED = "Moonlit Renewal";
const HIGHLIGHT = "Firefly walks along the paddy bunds";

async function deskAt(context?: BrowserContext): Promise<Page> {
  const page = await (context ?? (await own.context(chrome.browser, { viewport: DESKTOP }, true))).newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/bookings?tab=programmes");
  await page.getByRole("heading", { name: "Programmes", level: 2 }).waitFor();
  return page;
}

async function openProgramme(page: Page, title: string) {
  await page.getByRole("button", { name: title, exact: true }).click();
  return page.getByRole("form", { name: `Edit ${title}` });
}

/** A page of the site as first served, with scripts blocked: only the HTML the server sent. */
async function served(path: string): Promise<Page> {
  const context = await own.context(chrome.browser, { viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  return page;
}

/** The card titles of a catalogue as first served. */
async function cardTitles(path: string): Promise<string[]> {
  const page = await served(path);
  const titles = await page.locator("article h2").allTextContents();
  await page.context().close();
  return titles.map((t) => t.trim());
}

/** The home search's choices as first served. */
async function homeChoices(): Promise<string[]> {
  const page = await served("/");
  const options = await page.locator("select[name=experience] option").allTextContents();
  await page.context().close();
  return options;
}

/** Whether the page is wider than its window (something spills out sideways). */
const spills = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe("the desk's Programmes tab", () => {
  it("an admin adds and publishes a programme; the site shows it, a rename reaches every list, a restore brings the old title back", async () => {
    const page = await deskAt();
    await page.getByRole("button", { name: "Add programme" }).click();
    const form = page.getByRole("form", { name: "Add programme" });
    await form.getByLabel("Catalogue").selectOption("womens-retreats");
    await form.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await form.getByRole("textbox", { name: "Summary" }).fill("Five nights in a Wayanad homestay, walking, resting and listening to the rain.");
    const highlights = form.getByRole("group", { name: "Highlights" });
    // A new programme starts with one empty highlight to fill in.
    await highlights.getByRole("textbox", { name: "Highlight 1" }).fill(HIGHLIGHT);
    await form.getByRole("textbox", { name: "Duration" }).fill("6 Days");
    await form.getByRole("textbox", { name: "Image" }).fill("/art/lotus-pond.svg");
    await form.getByRole("textbox", { name: "Group size" }).fill("8-12 women");
    await form.getByRole("textbox", { name: "Rating" }).fill("4.8");
    await shot(page, "programmes-add-1280", true);
    await page.locator("[data-programme-actions]").getByRole("button", { name: "Add programme" }).click();
    await page.getByRole("heading", { name: TITLE, level: 2 }).waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("button", { name: "Unpublish" }).waitFor();
    await shot(page, "programmes-published-1280", true);

    // Scripts blocked: on its catalogue, and found by a word of its highlights, in the HTML as first served.
    await expect.poll(() => cardTitles("/womens-retreats"), WITHIN_A_MINUTE).toContain(TITLE);
    expect(await cardTitles("/womens-retreats?q=firefly")).toEqual([TITLE]);
    expect(await homeChoices()).toContain(TITLE);

    // Renamed: the card, the home search, the enquiry dialog and the departure form follow.
    const title = page.getByRole("form", { name: `Edit ${TITLE}` }).getByRole("textbox", { name: "Title" });
    await title.fill(RENAMED);
    await page.getByRole("button", { name: "Save programme" }).click();
    await page.getByRole("heading", { name: RENAMED, level: 2 }).waitFor();
    await expect.poll(() => cardTitles("/womens-retreats"), WITHIN_A_MINUTE).toContain(RENAMED);
    expect(await cardTitles("/womens-retreats")).not.toContain(TITLE);
    const choices = await homeChoices();
    expect(choices).toContain(RENAMED);
    expect(choices).not.toContain(TITLE);

    const site = await (await own.context(chrome.browser, { viewport: PHONE })).newPage();
    await site.goto("/womens-retreats");
    const card = site.locator("article").filter({ has: site.getByRole("heading", { name: RENAMED }) });
    await card.getByRole("button", { name: /^Book/ }).first().click();
    const dialog = site.getByRole("dialog");
    await dialog.waitFor();
    expect(await textOf(dialog.getByTestId("enquiry-programme"))).toContain(RENAMED);

    const desk = await deskAt(page.context());
    await desk.goto("/admin/bookings?tab=departures");
    await desk.getByRole("button", { name: "Add departure" }).click();
    const programmeChoice = desk.getByRole("form", { name: "Add departure" }).getByLabel("Programme");
    await expect.poll(() => programmeChoice.locator("option").allTextContents()).toContain(RENAMED);
    expect(await programmeChoice.locator("option").allTextContents()).not.toContain(TITLE);
    await desk.close();

    // Restore the version it was published at: the old title is back, as a new version, on the site too.
    await page.getByRole("button", { name: "Restore version 2" }).click();
    await page.getByRole("heading", { name: TITLE, level: 2 }).waitFor();
    expect(await page.getByRole("form", { name: `Edit ${TITLE}` }).getByRole("textbox", { name: "Title" }).inputValue()).toBe(TITLE);
    await expect.poll(() => cardTitles("/womens-retreats"), WITHIN_A_MINUTE).toContain(TITLE);
  });

  it("a stale save from a second tab shows who saved and keeps the typed text", async () => {
    const first = await deskAt();
    const second = await deskAt(first.context());
    const mine = await openProgramme(first, "Purpose Path");
    const theirs = await openProgramme(second, "Purpose Path");
    await theirs.getByRole("textbox", { name: "Duration" }).fill("8 Days");
    await second.getByRole("button", { name: "Save programme" }).click();
    await second.getByText(/Version 2, saved/).waitFor();

    const summary = mine.getByRole("textbox", { name: "Summary" });
    const typed = `${await summary.inputValue()} Typed in the first tab.`;
    await summary.fill(typed);
    await first.getByRole("button", { name: "Save programme" }).click();
    const notice = first.getByRole("alert", { name: /changed since you opened it/ });
    await notice.waitFor();
    expect(await textOf(notice)).toContain(ADMIN.username);
    expect(await textOf(notice.getByRole("list", { name: "What changed" }))).toContain("Duration");
    expect(await summary.inputValue()).toBe(typed);
    await shot(first, "programmes-stale-1280", true);
  });

  it("at 390 px, the phone's Back with unsaved changes asks first: Keep editing keeps the text and the editor, Leave without saving goes back to the list", async () => {
    const page = await deskAt(await own.context(chrome.browser, { viewport: PHONE }, true));
    const listUrl = page.url();
    const form = await openProgramme(page, "She Leads");
    const summary = form.getByRole("textbox", { name: "Summary" });
    const typed = `${await summary.inputValue()} Typed before going back.`;
    await summary.fill(typed);
    const editorUrl = page.url();
    expect(editorUrl).not.toBe(listUrl);

    await page.goBack();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await dialog.waitFor();
    expect(page.url()).toBe(editorUrl);
    await shot(page, "programmes-back-asks-390");
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await summary.inputValue()).toBe(typed);
    expect(page.url()).toBe(editorUrl);

    await page.goBack();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await page.getByRole("button", { name: "She Leads", exact: true }).waitFor();
    expect(await page.getByRole("form", { name: "Edit She Leads" }).count()).toBe(0);
    expect(page.url()).toBe(listUrl);
    // Nothing was saved.
    const stored = (await (await own.staff.get(apiPaths.adminProgrammes.href())).json()) as { title: string; summary: string }[];
    expect(stored.find((p) => p.title === "She Leads")?.summary).not.toContain("Typed before going back.");

    // Left through All programmes, the editor takes away the history entry it added: Back goes to
    // the editor once, and once more to the list before it.
    const left = await openProgramme(page, "She Leads");
    await left.getByRole("textbox", { name: "Summary" }).fill(typed);
    await page.getByRole("button", { name: "All programmes" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await page.getByRole("button", { name: "She Leads", exact: true }).waitFor();
    await page.goBack();
    await left.waitFor();
    await page.goBack();
    await page.getByRole("button", { name: "She Leads", exact: true }).waitFor();
    expect(page.url()).toBe(listUrl);
    expect(await dialog.count()).toBe(0);

    // Once saved there is nothing to ask: one press of Back reaches the list.
    const again = await openProgramme(page, "She Leads");
    await again.getByRole("textbox", { name: "Duration" }).fill("6 Days");
    await page.getByRole("button", { name: "Save programme" }).click();
    await page.getByText(/Version \d+, saved/).waitFor();
    // The entry the guard added is taken away a moment after the save (history.back() is a task of
    // the browser's); a person's Back comes later than that, Playwright's at once.
    await page.waitForFunction(() => !(history.state as { unsavedGuard?: boolean } | null)?.unsavedGuard);
    await page.goBack();
    await page.getByRole("button", { name: "She Leads", exact: true }).waitFor();
    expect(page.url()).toBe(listUrl);
    expect(await dialog.count()).toBe(0);
  });

  it("an agent reads a programme but sees no save button", async () => {
    const agent = { username: "programmes-agent", password: "violet lantern harbour 7261" };
    expect((await own.staff.post(apiPaths.users.href(), { data: { ...agent, role: "agent" } })).status()).toBe(201);
    const context = await own.context(chrome.browser, { viewport: DESKTOP });
    expect((await context.request.post(apiPaths.login.href(), { data: agent })).status()).toBe(200);
    // A colleague's first password is temporary: the agent chooses their own, then signs in with it.
    const chosen = "copper kettle meadow 4418";
    expect((await context.request.post(apiPaths.password.href(), { data: { currentPassword: agent.password, newPassword: chosen } })).status()).toBeLessThan(300);
    await context.request.post(apiPaths.login.href(), { data: { username: agent.username, password: chosen } });
    const page = await deskAt(context);
    expect(await page.getByRole("button", { name: "Add programme" }).count()).toBe(0);
    const form = await openProgramme(page, "Just Me Time");
    await form.waitFor();
    expect(await form.getByRole("textbox", { name: "Title" }).getAttribute("readonly")).not.toBeNull();
    for (const name of ["Save programme", "Publish", "Unpublish", "Archive"]) expect(await page.getByRole("button", { name }).count()).toBe(0);
  });

  it.each([
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const)("at %s px the tab and the editor stay within the window", async (width, viewport) => {
    const page = await deskAt(await own.context(chrome.browser, { viewport }, true));
    await page.getByRole("button", { name: "Just Me Time", exact: true }).waitFor();
    await shot(page, `programmes-tab-${width}`, true);
    expect(await spills(page)).toBe(false);
    await (await openProgramme(page, "Just Me Time")).waitFor();
    await page.getByRole("table").waitFor();
    await shot(page, `programmes-editor-${width}`, true);
    expect(await spills(page)).toBe(false);
  });
});
