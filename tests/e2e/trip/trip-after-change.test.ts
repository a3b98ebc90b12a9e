import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { addDays, formatDay, formatRupees, todayIn } from "@shared/money";
import type { Account } from "@shared/money/account-types";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { deskClock } from "../../support/desk-clock";
import { useOwnServer } from "../../support/own-server";
import { waitFor } from "../../support/smtp";
import { createEnquiry, enquiry, shot, textOf, trackConsole, unexpectedErrors } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * The account after a change, as the visitor reads it (issue 47): the trip page at 390 px after two
 * date changes and after a cancellation, and the overdue reminder's `.eml` file (mail written to a
 * folder: no SMTP_URL), on a server of its own whose desk clock the test moves on.
 */
const chrome = useBrowser();
const ADMIN = { username: "change-admin", password: "change-admin-password-1" };
const INSTRUCTIONS = "Bank transfer to Inner Light Journeys, HDFC Bank, account 50200012345678, IFSC HDFC0001234.";
const UPI_ID = "innerlight@okaxis";
const clock = deskClock();
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-change-mail-"));
const own = useOwnServer("trip-change", ADMIN, {
  env: { PAYMENT_INSTRUCTIONS: INSTRUCTIONS, PAYMENT_UPI_ID: UPI_ID, SMTP_URL: "", MAIL_DIR: mailDir, DESK_TICK_MS: "200", ...clock.env },
  staffApi: true,
});
afterAll(() => {
  clock.dispose();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const today = () => todayIn("Asia/Kolkata", clock.now());

async function post(url: string, data: object, status = 200): Promise<Account> {
  const res = await own.staff.post(url, { data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as Account;
}

/** An enquiry quoted for two at ₹40,000 from 120 days on, accepted on its trip page today: its id and link. */
async function acceptedTrip(email: string): Promise<{ id: number; link: string; start: string }> {
  const booking = await createEnquiry(own.visitor, enquiry({ email, groupSize: 2 }));
  const start = addDays(today(), 120);
  const quote = await post(apiPaths.bookingQuotes.href(booking.id), { startDate: start, endDate: addDays(start, 5), travellers: 2, pricePerPerson: 40_000 }, 201);
  const account = (await (await own.staff.get(apiPaths.bookingAccount.href(booking.id))).json()) as Account;
  const link = account.tripUrl!;
  const token = link.slice(link.lastIndexOf("/") + 1);
  expect((await own.visitor.post(apiPaths.tripAccept.href(token), { data: { quoteId: (quote as unknown as { id: number }).id } })).status()).toBe(200);
  return { id: booking.id, link, start };
}

async function mails(): Promise<ParsedMail[]> {
  const files = fs.readdirSync(mailDir).filter((f) => f.endsWith(".eml"));
  return Promise.all(files.map(async (f) => simpleParser(fs.readFileSync(path.join(mailDir, f)))));
}

async function rows(page: import("playwright-core").Page, region: string): Promise<string[]> {
  return page
    .getByRole("region", { name: region })
    .getByRole("row")
    .evaluateAll((els) => els.map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim()));
}

describe("the trip page and the e-mails after a change", () => {
  it("after two date changes, at 390 px, shows the new dates, the fee as a line and one total to pay; the overdue reminder's .eml holds the link and how to pay", async () => {
    const { id, link, start } = await acceptedTrip("change-dates@example.com");
    await post(apiPaths.bookingDateChange.href(id), { startDate: addDays(start, 30), endDate: addDays(start, 44) });
    await post(apiPaths.bookingDateChange.href(id), { startDate: addDays(start, 40), endDate: addDays(start, 54) });
    const newStart = addDays(start, 40);

    const page = await (await own.context(chrome.browser, { viewport: PHONE })).newPage();
    const errors = trackConsole(page);
    expect((await page.goto(link))?.status()).toBe(200);
    const quote = page.getByRole("region", { name: "Your quote" });
    await expect.poll(() => textOf(quote)).toContain(`${formatDay(newStart)} to ${formatDay(addDays(start, 54))} (14 nights)`);
    expect(await textOf(quote)).not.toContain(formatDay(start));
    const lines = await rows(page, "Your quote");
    expect(lines).toEqual([`2 travellers × ${formatRupees(40_000)}${formatRupees(80_000)}`, `Date change fee${formatRupees(5_000)}`, `Total to pay${formatRupees(85_000)}`]);
    const totals = await textOf(page.locator("[data-trip-totals]"));
    expect(totals).toContain(`Total to pay${formatRupees(85_000)}`);
    expect(totals).toContain(`Still to pay${formatRupees(85_000)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "trip-after-date-change-390", true);
    expect(unexpectedErrors(errors)).toEqual([]);

    // The desk at 1280 px reads the same: the new dates on the quote, and no amount or state broken across lines.
    const desk = await (await own.context(chrome.browser, { viewport: DESKTOP }, true)).newPage();
    await desk.goto(`/admin/bookings?id=${id}`);
    const account = desk.locator("[data-money-account]");
    await account.getByRole("table").waitFor();
    expect(await textOf(desk.locator("[data-quote-dates]"))).toBe(`${formatDay(newStart)} to ${formatDay(addDays(start, 54))} (dates changed)`);
    expect(await textOf(desk.getByLabel("Account", { exact: true }))).toContain(`Date change fee${formatRupees(5_000)}Total to pay${formatRupees(85_000)}`);
    // Each piece of text in the schedule's figures lies on one line: one box per text node.
    const broken = await account.getByRole("table").locator("td").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const split: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(node.textContent ?? "");
        }
        return split;
      }),
    );
    expect(broken).toEqual([]);
    await shot(desk, "desk-after-date-change-1280");

    // Nine days on the deposit (due the day it was accepted) is past its seven days' grace: the reminder goes.
    clock.advance(9 * 86_400_000);
    let overdue: ParsedMail | undefined;
    await waitFor("the overdue reminder's .eml", async () => {
      overdue = (await mails()).find((m) => m.subject?.startsWith("Payment overdue"));
      return overdue !== undefined;
    }, 30_000, 250);
    const text = overdue!.text ?? "";
    expect(text).toContain(link);
    expect(text).toContain(INSTRUCTIONS);
    expect(text).toContain("upi://pay?pa=innerlight%40okaxis");
    expect(text).toContain(`Total to pay: ${formatRupees(85_000)}`);
  });

  it("after a cancellation, at 390 px, asks for nothing more and says what is owed back", async () => {
    const { id, link } = await acceptedTrip("change-cancel@example.com");
    await post(apiPaths.bookingPayments.href(id), { amount: 24_000, receivedOn: today(), method: "upi", reference: `E2E-${Date.now()}` }, 201);
    await post(apiPaths.bookingCancellation.href(id), { reason: "medical", settlement: "refund" });

    const page = await (await own.context(chrome.browser, { viewport: PHONE })).newPage();
    expect((await page.goto(link))?.status()).toBe(200);
    await expect.poll(() => textOf(page.getByRole("region", { name: "Your booking is cancelled" }))).toContain(formatRupees(21_600));
    expect(await page.getByRole("region", { name: "Next payment" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "If you need to cancel" }).count()).toBe(0);
    const schedule = (await rows(page, "Payment schedule")).slice(1);
    expect(schedule[0]).toMatch(/Paid$/);
    for (const r of schedule.slice(1)) expect(r).toMatch(/Not due: the booking is cancelled.*Cancelled$/);
    const totals = await textOf(page.locator("[data-trip-totals]"));
    expect(totals).toContain(`We owe you back${formatRupees(21_600)}`);
    expect(totals).not.toContain("Still to pay");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "trip-after-cancellation-390", true);
  });
});
