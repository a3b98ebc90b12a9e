import type { BrowserContext, Locator, Page } from "playwright-core";
import { DESKTOP, PHONE, baseURL, useBrowser } from "../../support/browser";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { createEnquiry, deskCards, dropInInbox, enquiry, openDesk, shot, textOf, uniqueTag, useStaffApi, useVisitorApi, type StoredBooking } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * The desk as a shared inbox, in Chromium at 1280×800 and 390×844 with the browser in London while
 * the desk keeps India's clock: who spoke last on every row, the conversation first, Reply in one
 * press, the next booking after sending, the keys, search over every booking, mail attached by
 * reference, a reply to a second sender.
 */
const chrome = useBrowser();
const api = useStaffApi();
const visitor = useVisitorApi();

// Names of 24 characters, the longest the desk promises to show whole.
const LONG_NAMES = ["Priyadarshini", "Venkatalakshmi", "Thiruvengadam", "Annapoorneswari"];

let tag: string;
let seeded: StoredBooking[];

interface Row {
  id: number;
  reference: string;
  awaiting: string | null;
  lastMessage: { direction: string; snippet: string } | null;
}

async function row(id: number): Promise<Row> {
  return (await (await api.staff.get(apiPaths.booking.href(id))).json()) as Row;
}

function visitorMail(from: string, subject: string, id: string, text: string): string {
  return `From: ${from}\nTo: hello@innerlightjourneys.in\nSubject: ${subject}\nMessage-ID: <${id}@example.com>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n${text}\n`;
}

beforeAll(async () => {
  tag = uniqueTag("Inbox");
  seeded = [];
  for (let i = 0; i < 14; i++) {
    const first = LONG_NAMES[i % LONG_NAMES.length];
    // "Priyadarshini Ramanathan" and its like: 24 characters with the tag's last letters kept short.
    const last = `${tag.slice(-3)}${String.fromCharCode(65 + i)}${"ramanathan".slice(0, 23 - first.length - 4)}`;
    seeded.push(
      await createEnquiry(visitor.api, enquiry({ firstName: first, lastName: last, email: `guest${i}.${tag.toLowerCase()}@example.com`, phone: `+91 98400 ${String(10000 + i)}`, whyThisTrip: `Tag ${tag}` })),
    );
  }
});

let context: BrowserContext;
let page: Page;
afterEach(async () => {
  await context?.close();
});

async function openDeskAt(viewport: { width: number; height: number }, query: string): Promise<void> {
  // The browser in London; the desk's clock is DESK_TIMEZONE (India) whatever the browser says.
  context = await chrome.browser.newContext({ viewport, baseURL: baseURL(), timezoneId: "Europe/London" });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openDesk(context, page, query);
}

const rowOf = (b: { firstName: string; lastName: string }) => page.getByRole("list", { name: "Bookings" }).getByRole("article", { name: `${b.firstName} ${b.lastName}`, exact: true });
const panelOf = (b: { reference: string }) => page.getByRole("region", { name: `Enquiry ${b.reference}`, exact: true });
const openId = () => Number(new URL(page.url()).searchParams.get("id"));

/** Whether the element is wholly inside the window. */
async function inView(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= size.height;
}

/** Open buttons whose name does not fit (a cut name), by name. */
async function cutNames(): Promise<string[]> {
  return deskCards(page)
    .locator("[data-open-booking]")
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent ?? ""));
}

const IST_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/;
// docs/site.md §4: the enquiry's submitted time, "November 28, 2026 at 7:22 PM IST".
const LONG_US_TIME = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M IST$/;

describe("the desk as an inbox at 1280×800", () => {
  test("when a visitor answers, then the row says Visitor replied with their words, 10 rows fit with whole names, and times read IST", async () => {
    const priya = seeded[3];
    expect((await api.staff.post(apiPaths.bookingActivities.href(priya.id), { data: { kind: "call", body: "Talked about March" } })).status()).toBe(201);
    dropInInbox(`reply-${tag}`, visitorMail(priya.email, `Re: your enquiry ${priya.reference}`, `${tag}-1`, `Could we come in the quieter week instead?\n\n> earlier words`));
    await expect.poll(async () => (await row(priya.id)).awaiting, { timeout: 20_000 }).toBe("visitor-replied");

    await openDeskAt(DESKTOP, `?view=all&q=${tag}`);
    await rowOf(priya).waitFor({ state: "visible" });
    const priyaRow = rowOf(priya);
    expect(await textOf(priyaRow.locator("[data-awaiting]").first())).toBe("Visitor replied");
    expect(await textOf(priyaRow.locator("[data-snippet]"))).toContain("Could we come in the quieter week instead?");
    expect(await textOf(priyaRow.locator("[data-snippet]"))).not.toContain("earlier words");
    expect(await textOf(rowOf(seeded[0]).locator("[data-awaiting]").first())).toBe("New");

    // The header above the list (title, tabs, views, search) takes at most a quarter of the screen.
    const listTop = (await page.getByRole("list", { name: "Bookings" }).boundingBox())!.y;
    expect(listTop).toBeLessThanOrEqual(DESKTOP.height / 4);
    const boxes = await deskCards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    expect(boxes.filter((b) => b.top >= 0 && b.bottom <= DESKTOP.height).length).toBeGreaterThanOrEqual(10);
    expect(await cutNames()).toEqual([]);
    // The status once on a row: its control, no badge beside it.
    expect(await priyaRow.getByRole("combobox").count()).toBe(1);
    expect(await priyaRow.locator("span[data-tone]").count()).toBe(0);

    for (const text of await priyaRow.locator("time").allTextContents()) expect(text).toMatch(IST_TIME);
    await shot(page, "desk-inbox-list-1280");
    await expectNoAxeFindings(page, "desk inbox list @1280");
  });

  test("when Reply is pressed, then the composer is in view under the visitor's question; Send reply to a second sender opens the next booking", async () => {
    const mother = seeded[5];
    const daughter = `daughter.${tag.toLowerCase()}@example.com`;
    dropInInbox(`daughter-${tag}`, visitorMail(daughter, `Question about ${mother.reference}`, `${tag}-2`, "Is there a lift for my mother at the retreat house?"));
    await expect.poll(async () => (await row(mother.id)).lastMessage?.snippet, { timeout: 20_000 }).toContain("lift for my mother");

    await openDeskAt(DESKTOP, `?view=all&q=${tag}&id=${mother.id}`);
    const panel = panelOf(mother);
    const question = panel.locator("[data-message='in']").last();
    await question.getByText("Is there a lift for my mother at the retreat house?").waitFor({ state: "visible" });
    const ids = await deskCards(page).locator("[data-open-booking]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-open-booking"))));
    const next = ids[ids.indexOf(mother.id) + 1];

    await panel.getByRole("button", { name: "Reply", exact: true }).click();
    const composer = panel.getByRole("form", { name: "Reply" });
    const box = composer.getByLabel("Message");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await inView(box)).toBe(true);
    expect(await inView(question)).toBe(true);
    expect((await question.boundingBox())!.y).toBeLessThan((await box.boundingBox())!.y);
    await shot(page, "desk-inbox-reply-1280");
    await expectNoAxeFindings(page, "desk inbox open booking @1280");

    const to = composer.getByLabel("To");
    expect(await to.locator("option").allTextContents()).toEqual([mother.email, daughter]);
    await to.selectOption(daughter);
    await box.fill("Dear Anya,\n\nYes: the house has a lift to every floor.");
    await composer.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(openId).toBe(next);
    await page.getByRole("region", { name: /^Enquiry / }).waitFor({ state: "visible" });
    const timeline = (await (await api.staff.get(apiPaths.bookingActivities.href(mother.id))).json()) as { kind: string; to?: string }[];
    expect(timeline.filter((e) => e.kind === "email-out").map((e) => e.to)).toEqual([daughter]);
  });

  test("when staff use the keys, then j and k move, r replies, / searches and Escape closes, and none act while typing", async () => {
    await openDeskAt(DESKTOP, `?view=all&q=${tag}`);
    await deskCards(page).first().waitFor({ state: "visible" });
    const ids = await deskCards(page).locator("[data-open-booking]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-open-booking"))));
    await page.keyboard.press("j");
    await expect.poll(openId).toBe(ids[0]);
    await page.keyboard.press("j");
    await expect.poll(openId).toBe(ids[1]);
    await page.keyboard.press("k");
    await expect.poll(openId).toBe(ids[0]);
    await page.getByRole("region", { name: /^Enquiry / }).getByText(/^Enquiry from /).waitFor({ state: "visible" });
    await page.keyboard.press("r");
    const box = page.getByRole("form", { name: "Reply" }).getByLabel("Message");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await inView(box)).toBe(true);
    // Typing in the composer: j is a letter, Escape closes nothing.
    await page.keyboard.type("jk");
    await page.keyboard.press("Escape");
    expect(openId()).toBe(ids[0]);
    expect(await box.inputValue()).toContain("jk");
    await box.blur();
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("id")).toBeNull();
    await page.keyboard.press("/");
    await expect.poll(() => page.getByRole("searchbox", { name: "Search bookings" }).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test("when a word only the visitor's e-mail holds is searched from Needs reply, then that answered booking is found, with each view's count", async () => {
    const answered = seeded[7];
    const word = `Lisbon${tag.slice(-5)}`;
    // Answered once, so the visitor's e-mail is a reply that awaits an answer, and our answer takes it out of Needs reply.
    expect((await api.staff.post(apiPaths.bookingActivities.href(answered.id), { data: { kind: "call" } })).status()).toBe(201);
    dropInInbox(`word-${tag}`, visitorMail(answered.email, `Re: ${answered.reference}`, `${tag}-3`, `The ${word} week would suit us best.`));
    await expect.poll(async () => (await row(answered.id)).awaiting, { timeout: 20_000 }).toBe("visitor-replied");
    expect((await api.staff.post(apiPaths.bookingReplies.href(answered.id), { data: { subject: `Your dates ${answered.reference}`, body: "Lovely, noted." } })).status()).toBe(201);
    await expect.poll(async () => (await row(answered.id)).awaiting).toBeNull();

    await openDeskAt(DESKTOP, "?view=needs-reply");
    await page.getByRole("searchbox", { name: "Search bookings" }).fill(word);
    await rowOf(answered).waitFor({ state: "visible" });
    expect(await deskCards(page).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Enquiry views" }).locator("[aria-current='page']").getAttribute("data-view")).toBe("all");
    await shot(page, "desk-inbox-search-1280");
  });

  test("when unmatched mail is attached by reference, then its text showed first and the booking was named before confirming", async () => {
    const target = seeded[9];
    const subject = `Brochure please ${tag}`;
    dropInInbox(`unmatched-${tag}`, visitorMail(`stranger.${tag.toLowerCase()}@example.net`, subject, `${tag}-4`, "Please send the brochure for the March retreat."));
    await expect
      .poll(async () => ((await (await api.staff.get(apiPaths.inbound.href({ view: "unmatched" }))).json()) as { subject: string }[]).some((m) => m.subject === subject), { timeout: 20_000 })
      .toBe(true);

    await openDeskAt(DESKTOP, "?view=all");
    await page.locator("summary", { hasText: "Unmatched mail" }).click();
    const item = page.locator("[data-unmatched-mail] > li").filter({ hasText: subject });
    expect(await textOf(item.locator("[data-unmatched-text]"))).toContain("Please send the brochure for the March retreat.");
    await item.getByLabel("Find the booking: reference, name or e-mail").fill(target.reference.toLowerCase());
    const attach = item.getByRole("button", { name: `Attach to booking ${target.reference} (${target.firstName} ${target.lastName})` });
    await attach.waitFor({ state: "visible" });
    await shot(page, "desk-inbox-unmatched-1280");
    await expectNoAxeFindings(page, "desk unmatched mail @1280");
    await attach.click();
    await expect
      .poll(async () => ((await (await api.staff.get(apiPaths.bookingActivities.href(target.id))).json()) as { kind: string; subject?: string }[]).some((e) => e.kind === "email-in" && e.subject === subject))
      .toBe(true);
  });

  test("when the Saved replies and Account screens open, then axe finds nothing and the next-booking setting is there", async () => {
    await openDeskAt(DESKTOP, "?tab=saved-replies");
    await page.getByRole("heading", { name: "Saved replies", level: 2 }).waitFor({ state: "visible" });
    await expectNoAxeFindings(page, "desk saved replies @1280");
    await page.goto("/admin/bookings?tab=account");
    await page.getByLabel("Open the next booking after sending").waitFor({ state: "visible" });
    expect(await page.getByLabel("Open the next booking after sending").isChecked()).toBe(true);
    await expectNoAxeFindings(page, "desk account @1280");
  });
});

describe("the desk as an inbox on a 390 px phone", () => {
  test("when the list and a booking are read on a phone, then names are whole, Reply puts the composer in view under the last message, and axe is clean", async () => {
    await openDeskAt(PHONE, `?view=all&q=${tag}`);
    await deskCards(page).first().waitFor({ state: "visible" });
    expect(await cutNames()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "desk-inbox-list-390");
    await expectNoAxeFindings(page, "desk inbox list @390");

    const b = seeded[3];
    await rowOf(b).locator("[data-open-booking]").click();
    const panel = panelOf(b);
    await panel.getByText(/^Enquiry from /).waitFor({ state: "visible" });
    // The properties come under the conversation.
    const [conversation, properties] = [await panel.getByRole("region", { name: "Conversation" }).boundingBox(), await panel.getByRole("region", { name: "Booking details" }).boundingBox()];
    expect(properties!.y).toBeGreaterThan(conversation!.y + conversation!.height - 1);
    await panel.getByRole("button", { name: "Reply", exact: true }).click();
    const box = panel.getByRole("form", { name: "Reply" }).getByLabel("Message");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await inView(box)).toBe(true);
    const last = panel.locator("[data-message]").last();
    expect((await last.boundingBox())!.y).toBeLessThan((await box.boundingBox())!.y);
    expect(await textOf(panel.locator("[data-kind='enquiry'] time"))).toMatch(LONG_US_TIME);
    for (const text of await panel.locator("[data-message]:not([data-kind='enquiry']) time").allTextContents()) expect(text).toMatch(IST_TIME);
    await shot(page, "desk-inbox-reply-390");
    await expectNoAxeFindings(page, "desk inbox booking @390");
  });

  test("when the Saved replies and Account screens open on a phone, then axe finds nothing", async () => {
    await openDeskAt(PHONE, "?tab=saved-replies");
    await page.getByRole("heading", { name: "Saved replies", level: 2 }).waitFor({ state: "visible" });
    await shot(page, "desk-inbox-saved-replies-390");
    await expectNoAxeFindings(page, "desk saved replies @390");
    await page.goto("/admin/bookings?tab=account");
    await page.getByLabel("Open the next booking after sending").waitFor({ state: "visible" });
    await expectNoAxeFindings(page, "desk account @390");
  });
});
