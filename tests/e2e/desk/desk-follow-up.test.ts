import fs from "node:fs";
import { inject } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser, openPage } from "../../support/browser";
import { describeFindings, runAxe } from "../../support/pages/axe";
import {
  createEnquiry,
  enquiry,
  fillAsPerson,
  openCardDialog,
  openDesk,
  shot,
  useStaffApi,
  useVisitorApi,
  staffUser,
  textOf,
  uniqueTag,
  waitLikeAPerson,
  type StoredBooking,
} from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const api = useStaffApi();
const visitor = useVisitorApi();

/**
 * The staff desk's follow-up work against the agreed desk API (views, activities, assignee,
 * events, insights). A booking "30 hours old" is made by moving the browser's clock 30 hours
 * ahead (Playwright's clock), not by writing to the server's database: the e2e server owns its
 * embedded database, and the reply promise is worded from `dueAt` by the chrome.browser.
 */

const HOUR = 3_600_000;
const panel = (page: Page, b: { reference: string }) => page.getByRole("region", { name: `Enquiry ${b.reference}`, exact: true });
const row = (page: Page, b: StoredBooking) =>
  page.getByRole("list", { name: "Bookings" }).getByRole("article", { name: `${b.firstName} ${b.lastName}`, exact: true });

type DeskBooking = StoredBooking & { reference: string; suspect: string | null; assigneeId: number | null; firstResponseAt: string | null; sourceProgramme: string | null; utmCampaign: string | null; sourcePath: string | null };

async function deskBooking(id: number): Promise<DeskBooking> {
  const res = await api.staff.get(apiPaths.booking.href(id));
  expect(res.status()).toBe(200);
  return (await res.json()) as DeskBooking;
}

async function newEnquiry(tag: string, overrides: Parameters<typeof enquiry>[0] = {}): Promise<DeskBooking> {
  const b = await createEnquiry(visitor.api, enquiry({ lastName: `Iyer ${tag}`, email: `${tag.toLowerCase()}@example.com`, ...overrides }));
  return deskBooking(b.id);
}

describe("the staff desk's follow-up", () => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    ({ context, page } = await openPage(chrome.browser, DESKTOP));
    context.setDefaultTimeout(10_000);
  });

  afterEach(async () => {
    await context.close();
  });

  it("when a visitor sends an enquiry while the desk is open, then a banner counts it without a reload and shows it on request", async () => {
    const tag = uniqueTag("Live");
    await openDesk(context, page);
    await page.getByRole("list", { name: "Bookings" }).or(page.getByText("No bookings yet")).first().waitFor();
    // A mark on the window survives anything but a reload (the view may still change the URL in place).
    await page.evaluate(() => Object.assign(window, { __deskMark: "kept" }));

    const b = await newEnquiry(tag, { firstName: "Live" });
    const banner = page.getByRole("button", { name: /^1 new enquir/ });
    await banner.waitFor({ state: "visible", timeout: 15_000 });
    expect(await page.title()).toMatch(/^\(1\) Booking Management/);
    expect(await row(page, b).count()).toBe(0);

    await banner.click();
    await row(page, b).waitFor({ state: "visible" });
    expect(await page.title()).toMatch(/^Booking Management/);
    expect(await page.evaluate(() => (window as unknown as { __deskMark?: string }).__deskMark)).toBe("kept");
  });

  it("when staff assign to themselves and log a call, then the enquiry leaves Needs reply and shows 'Answered in'", async () => {
    const tag = uniqueTag("Answer");
    const b = await newEnquiry(tag, { firstName: "Answer" });
    await openDesk(context, page, `?view=needs-reply&q=${tag}&id=${b.id}`);
    const details = panel(page, b);
    await row(page, b).waitFor({ state: "visible" });
    expect(await textOf(details)).toContain("Reply due in 23 h");

    await details.getByRole("button", { name: "Assign to me" }).click();
    await expect.poll(async () => (await deskBooking(b.id)).assigneeId).not.toBeNull();
    await details.getByRole("radio", { name: "Call" }).check();
    await details.getByLabel("What was said (optional)").fill("Talked through the dates");
    await details.getByRole("button", { name: "Log contact" }).click();

    await expect.poll(() => row(page, b).count()).toBe(0);
    await expect.poll(() => textOf(panel(page, b))).toContain("Answered in");
    // The timeline refetches after the contact is stored; it may land just after the promise changes.
    await expect.poll(() => textOf(panel(page, b).getByRole("list", { name: "Messages, oldest first" }))).toContain("Call logged by");
    expect((await deskBooking(b.id)).firstResponseAt).not.toBeNull();
    await shot(page, "desk-answered-1280");
  });

  it("when an enquiry is 30 hours old (the browser's clock moved on), then it reads 'Overdue by' in words and colour", async () => {
    const tag = uniqueTag("Late");
    const b = await newEnquiry(tag, { firstName: "Late" });
    await page.clock.install({ time: new Date(Date.parse(b.createdAt) + 30 * HOUR) });
    await openDesk(context, page, `?q=${tag}`);
    const chip = row(page, b).locator("[data-promise]");
    await expect.poll(() => textOf(chip)).toBe("Overdue by 6 h");
    expect(await chip.getAttribute("data-promise")).toBe("overdue");
    expect(await chip.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(185, 28, 28)");
  });

  it("when the staff alert's link ?id= is opened, then that enquiry's details show with its reference and received time", async () => {
    const tag = uniqueTag("Link");
    const b = await newEnquiry(tag, { firstName: "Linked" });
    await openDesk(context, page, `?id=${b.id}`);
    const details = panel(page, b);
    await details.waitFor({ state: "visible" });
    const text = await textOf(details);
    expect(text).toContain(`Linked Iyer ${tag}`);
    expect(text).toContain("Received");
    expect(await textOf(details.getByRole("list", { name: "Messages, oldest first" }))).toContain(`Enquiry from Linked Iyer ${tag}`);
  });

  it("when staff mark a suspected spam enquiry Not spam, then it moves to All and its timeline says who released it and why it was held", async () => {
    const tag = uniqueTag("Held");
    // A bot's submission: the hidden honeypot field filled in. It is stored, kept apart, sends nothing.
    const data = { ...enquiry({ firstName: "Held", lastName: `Iyer ${tag}`, email: `${tag.toLowerCase()}@example.com` }), website: "https://example.com" };
    const stored = await createEnquiry(visitor.api, data);
    const b = await deskBooking(stored.id);
    expect(b).toMatchObject({ suspect: "honeypot" });

    await openDesk(context, page, `?view=spam&q=${tag}&id=${b.id}`);
    const details = panel(page, b);
    await row(page, b).waitFor({ state: "visible" });
    expect(await textOf(details)).toContain("Suspected spam (honeypot). No e-mails were sent.");

    await details.getByRole("button", { name: "Not spam" }).click();
    await expect.poll(async () => (await deskBooking(b.id)).suspect).toBeNull();
    await expect.poll(() => new URL(page.url()).searchParams.get("view") ?? "all").toBe("all");
    await row(page, b).waitFor({ state: "visible" });
    const timeline = panel(page, b).getByRole("list", { name: "Notes and activity, oldest first" });
    await expect.poll(() => textOf(timeline)).toContain(`Marked not spam by ${staffUser().username}`);
    expect(await textOf(timeline)).toContain("Had been held as suspected spam (honeypot); its e-mails were queued then.");
    expect(await details.getByRole("button", { name: "Not spam" }).count()).toBe(0);
    // The server announces the release to every desk; this one already shows it, so no banner.
    expect(await page.getByRole("button", { name: /new enquir/ }).count()).toBe(0);
    await shot(page, "desk-not-spam-1280", true);
  });

  it("when Insights is opened, then the weekly table counts the seeded enquiries of a new category", async () => {
    const tag = uniqueTag("Insight");
    const category = `Insight Category ${tag}`;
    for (let i = 0; i < 3; i++) await newEnquiry(`${tag}${i}`, { tripCategory: category });
    await openDesk(context, page, "?tab=insights");
    const table = page.getByRole("table", { name: "Enquiries per week by trip category" });
    await table.waitFor({ state: "attached", timeout: 15_000 });
    const column = await table.evaluate((t, name) => {
      const heads = Array.from(t.querySelectorAll("thead th"), (th) => th.textContent);
      const at = heads.indexOf(name);
      return Array.from(t.querySelectorAll("tbody tr"), (tr) => Number(tr.querySelectorAll("th, td")[at]?.textContent ?? "NaN"));
    }, category);
    expect(column).toHaveLength(12);
    expect(column.reduce((a, b) => a + b, 0)).toBe(3);
    const insights = (await (await api.staff.get(apiPaths.insights.href())).json()) as { response: { decided: number } };
    expect(await textOf(page.getByText(/answered within 24 h;/))).toContain(`of ${insights.response.decided} answered within 24 h`);
  });

  it("when a visitor lands from a campaign and books from a programme card, then the desk shows that programme and campaign", async () => {
    const tag = uniqueTag("Source");
    const visit = await openPage(chrome.browser, DESKTOP);
    const sent: Record<string, unknown>[] = [];
    visit.page.on("request", (r) => r.method() === "POST" && r.url().endsWith(apiPaths.enquiries.href()) && sent.push(r.postDataJSON()));
    const campaign = `spring-${tag.toLowerCase()}`;
    const { dialog, openedAt } = await openCardDialog(visit.page, `/womens-retreats?utm_source=e2e&utm_campaign=${campaign}`, "Book Women's Signature Retreats");
    // The open dialog hides the page from the accessibility tree, so the card's title is read by CSS.
    const programme = (await textOf(visit.page.locator("article").first().locator("h2, h3").first())).trim();
    await fillAsPerson(visit.page, dialog, {
      firstName: "Source",
      lastName: `Iyer ${tag}`,
      email: `${tag.toLowerCase()}@example.com`,
      phone: "+91 98765 43210",
      state: "Kerala",
      whyThisTrip: "A friend recommended it.",
    });
    await waitLikeAPerson(openedAt);
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    // The dialog keeps its confirmation until the visitor closes it.
    await dialog.getByTestId("enquiry-reference").waitFor({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });
    await visit.context.close();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ sourcePath: "/womens-retreats", sourceProgramme: programme, utmSource: "e2e", utmCampaign: campaign });

    const found = (await (await api.staff.get(apiPaths.bookings.href(), { params: { q: tag } })).json()) as DeskBooking[];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ sourceProgramme: programme, utmCampaign: campaign, sourcePath: "/womens-retreats" });

    await openDesk(context, page, `?id=${found[0].id}`);
    const source = panel(page, found[0]).locator("[data-property='source']");
    const text = await textOf(source);
    expect(text).toContain(programme);
    expect(text).toContain(campaign);
  });
});

describe("follow-ups in the desk", () => {
  const moveServerClock = (ms: number) => fs.writeFileSync(inject("clockFile"), String(ms));
  afterEach(() => moveServerClock(0));

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("when staff set a follow-up in 3 days on %s and the clock moves past it, then it is in Follow-ups due with the note", async (label, viewport) => {
    const tag = uniqueTag("Follow");
    const b = await newEnquiry(tag, { firstName: "Priya" });
    const { context, page } = await openPage(chrome.browser, viewport);
    context.setDefaultTimeout(10_000);
    try {
      await openDesk(context, page, `?id=${b.id}`);
      const control = panel(page, b).getByRole("region", { name: "Follow up" });
      await control.getByRole("button", { name: "Set a follow-up" }).click();
      await control.getByLabel("Note (optional)").fill("Call back after Diwali");
      await shot(page, `desk-follow-up-open-${viewport.width}`);
      await control.getByRole("group", { name: "Quick choices" }).getByRole("button", { name: "In 3 days" }).click();
      await expect.poll(() => textOf(control), { timeout: 10_000 }).toContain("Follow up ");
      expect(await textOf(control)).toContain("Call back after Diwali");
      const stored = await deskBooking(b.id);
      const due = Date.parse((stored as DeskBooking & { followUpAt: string }).followUpAt);
      expect(due - Date.now()).toBeGreaterThan(2 * 24 * HOUR);
      expect(due - Date.now()).toBeLessThan(4 * 24 * HOUR);
      await control.scrollIntoViewIfNeeded();
      await shot(page, `desk-follow-up-set-${viewport.width}`);
      const timeline = panel(page, b).getByRole("list", { name: "Notes and activity, oldest first" });
      await expect.poll(() => textOf(timeline), { timeout: 10_000 }).toMatch(/Follow-up set for .* IST by /);

      // The server's clock, and the browser's, move past the follow-up; the desk's view then holds it.
      moveServerClock(due - Date.now() + HOUR);
      await page.clock.install({ time: new Date(due + HOUR) });
      await page.goto(`/admin/bookings?view=follow-up&q=${tag}`);
      const views = page.getByRole("navigation", { name: "Enquiry views" });
      await expect.poll(() => textOf(views), { timeout: 10_000 }).toMatch(/Follow-ups due\s*[1-9]/);
      await row(page, b).waitFor();
      expect(await textOf(row(page, b))).toContain("Follow-up due");
      if (label === "desktop") await shot(page, "desk-follow-ups-due-1280");
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the desk's accessibility on %s", (_label, viewport) => {
  it("has no axe violations on any tab, with an enquiry open", async () => {
    const tag = uniqueTag("Axe");
    const b = await newEnquiry(tag, { firstName: "Axe" });
    const { context, page } = await openPage(chrome.browser, viewport);
    context.setDefaultTimeout(10_000);
    try {
      await openDesk(context, page, `?id=${b.id}`);
      await panel(page, b).getByRole("list", { name: "Messages, oldest first" }).waitFor();
      const tabs = await page.getByRole("tablist", { name: "Desk sections" }).getByRole("tab").allTextContents();
      expect(tabs.slice(0, 2)).toEqual(["Enquiries", "Insights"]);
      for (const tab of tabs) {
        await page.getByRole("tab", { name: tab, exact: true }).click();
        await page.getByRole("tabpanel", { name: tab }).waitFor();
        // A tab's first load (its chunk, then its data) can take a few seconds on a busy machine.
        await expect.poll(() => page.getByRole("status").filter({ hasText: /^Loading/ }).count(), { timeout: 15_000 }).toBe(0);
        const findings = await runAxe(page);
        if (findings.length) console.log(describeFindings(`${tab} @${viewport.width}`, findings));
        expect(findings.map((f) => f.id)).toEqual([]);
        await shot(page, `desk-tab-${tab.toLowerCase()}-${viewport.width}`);
      }
    } finally {
      await context.close();
    }
  });
});
