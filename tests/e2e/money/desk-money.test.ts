import type { Page } from "playwright-core";
import { addDays, formatDay, formatRupees, todayIn } from "@shared/money";
import type { Account } from "@shared/money/account-types";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { useOwnServer } from "../../support/own-server";
import { addressesOf, waitFor } from "../../support/smtp";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { createEnquiry, enquiry, shot, textOf } from "../../support/pages/journey";
import { openView } from "../../support/pages/desk-views";
import { apiPaths } from "@shared/api-paths";

/**
 * The desk's money at 1280 px, in Chromium against a server of its own whose mail goes to a real
 * SMTP server: an agent builds and sends a quote, the visitor accepts it through the trip API, the
 * agent records a payment and reads the schedule change and the receipt, then cancels with a
 * medical reason and reads the settlement; a sister's quote takes the credit left by a cancellation.
 */
const chrome = useBrowser();
const ADMIN = { username: "money-admin", password: "money-admin-password-1" };
const own = useOwnServer("money", ADMIN, { env: { PAYMENT_INSTRUCTIONS: "Bank transfer to Inner Light Journeys, HDFC Bank." }, staffApi: true });

/** The desk refetches after each action: wait as long as a locator would. */
const POLL = { timeout: 15_000 };
const today = () => todayIn("Asia/Kolkata", new Date());

async function deskAt(id: number, viewport = DESKTOP): Promise<Page> {
  const context = await own.context(chrome.browser, { viewport }, true);
  const page = await context.newPage();
  await page.goto(`/admin/bookings?id=${id}`);
  await page.locator("[data-money]").waitFor();
  return page;
}

async function account(id: number): Promise<Account> {
  const res = await own.staff.get(apiPaths.bookingAccount.href(id));
  expect(res.status()).toBe(200);
  return (await res.json()) as Account;
}

const mailTo = (email: string, subject: RegExp) => own.smtp.received.find((m) => addressesOf(m.to).includes(email) && subject.test(m.subject ?? ""));

/** Opens **Quote** and types the quote into the desk's form. */
async function fillQuote(page: Page, o: { start: string; price: number; credit?: RegExp }) {
  await page.getByRole("button", { name: "Quote", exact: true }).click();
  const form = page.getByRole("form", { name: "Quote" });
  await form.getByLabel("Start date", { exact: true }).fill(o.start);
  await form.getByLabel("End date", { exact: true }).fill(addDays(o.start, 6));
  await form.getByLabel("Price per person (₹)").fill(String(o.price));
  if (o.credit) await form.getByLabel("Retreat credit to apply").selectOption({ label: (await form.getByRole("option", { name: o.credit }).textContent()) ?? "" });
  return form;
}

/** **Send quote**; answers the trip token from the e-mail the SMTP server caught. */
async function sendQuote(form: ReturnType<Page["getByRole"]>, email: string): Promise<string> {
  await form.getByRole("button", { name: "Send quote" }).click();
  await form.waitFor({ state: "detached" });
  return (await own.tripLinkMailedTo(email)).token;
}

describe("the desk's money", () => {
  it("an agent quotes at 1280 px, the visitor accepts, a payment is recorded with its receipt, and a medical cancellation is settled", async () => {
    const email = "money-journey@example.com";
    const booking = await createEnquiry(own.visitor, enquiry({ email, phone: "+91 98111 00001", groupSize: 5 }));
    const page = await deskAt(booking.id);
    const start = addDays(today(), 90);

    // The live preview: 5 × ₹30,000, 10 % group discount, domestic schedule of three.
    const form = await fillQuote(page, { start, price: 30_000 });
    const lines = await textOf(form.getByLabel("Quote lines"));
    expect(lines).toContain("Group discount 10 %− ₹15,000");
    expect(lines).toContain("Total₹1,35,000");
    // Not a full-page shot: resizing the window to the page's height re-lays the desk and closes the form.
    await form.getByLabel("Quote lines").scrollIntoViewIfNeeded();
    await shot(page, "money-quote-1280");
    await expectNoAxeFindings(page, "quote form at 1280 px");
    const token = await sendQuote(form, email);
    await expect.poll(() => textOf(page.locator("[data-money-quotes]")), POLL).toContain("Quote 1 · ₹1,35,000");
    expect(await page.locator("[data-trip-url]").getAttribute("href")).toContain(`/trip/${token}`);

    // The visitor accepts through the trip API.
    const quoteId = (await account(booking.id)).quotes[0].id;
    const accepted = await own.visitor.post(apiPaths.tripAccept.href(token), { data: { quoteId } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    // The open desk hears it at once.
    await expect.poll(() => page.getByText("A quote was accepted").count(), POLL).toBeGreaterThan(0);

    // The deposit is due today: Payments due lists the booking, its row saying so.
    await openView(page, /^Payments due \d+$/);
    const dueRow = page.locator("article").filter({ has: page.locator(`[data-open-booking="${booking.id}"]`) });
    await expect.poll(() => textOf(dueRow.locator("[data-money-due]")), POLL).toBe(`${formatRupees(40_500)} due ${formatDay(today())}`);
    await shot(page, "money-payments-due-1280");

    await page.reload();
    await page.locator("[data-money-account]").waitFor();
    const schedule = page.locator("[data-money-account]").getByRole("table");
    await expect.poll(async () => (await schedule.getByRole("row").allTextContents()).length, POLL).toBe(4);
    expect(await textOf(schedule.getByRole("row").nth(1))).toContain(`Deposit · 30 %Due ${formatDay(today())}${formatRupees(40_500)}${formatRupees(0)}Due`);

    await page.getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("form", { name: "Record payment" });
    expect(await payment.getByLabel("Amount (₹)").inputValue()).toBe("40500");
    await payment.getByLabel("Reference").fill("UTR-E2E-0001");
    await payment.getByRole("button", { name: "Record payment" }).click();
    await expect.poll(() => textOf(schedule.getByRole("row").nth(1)), POLL).toContain(`${formatRupees(40_500)}Paid`);
    expect(await textOf(page.getByLabel("Account", { exact: true }))).toContain(`Balance${formatRupees(94_500)}`);
    await waitFor("the receipt e-mail", () => mailTo(email, /^Payment received: ₹40,500/) !== undefined);
    await schedule.scrollIntoViewIfNeeded();
    await shot(page, "money-account-1280");
    await expectNoAxeFindings(page, "account at 1280 px");

    // The same reference again is refused in the server's words.
    await page.getByRole("button", { name: "Record payment" }).click();
    const again = page.getByRole("form", { name: "Record payment" });
    await again.getByLabel("Reference").fill("UTR-E2E-0001");
    await again.getByRole("button", { name: "Record payment" }).click();
    await expect.poll(() => textOf(again.getByRole("alert")), POLL).toBe(`Already recorded on booking ${booking.reference}.`);
    await again.getByRole("button", { name: "Cancel" }).click();

    const phone = await deskAt(booking.id, PHONE);
    await shot(phone, "money-account-390", true);
    await expectNoAxeFindings(phone, "account at 390 px");

    // Cancel with a medical reason: 90 % of what was paid, read before confirming.
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const cancel = page.getByRole("form", { name: "Cancel booking" });
    await cancel.getByLabel("Reason").selectOption("medical");
    const preview = await textOf(cancel.getByLabel("Settlement", { exact: true }));
    expect(preview).toContain("Medical emergency: 90 % back");
    expect(preview).toContain(`Refund${formatRupees(36_450)}`);
    await cancel.getByLabel("Settlement", { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, "money-cancel-1280");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    await cancel.waitFor({ state: "detached" });
    const settled = page.locator("[data-cancellation]");
    await expect.poll(() => textOf(settled), POLL).toContain(`Refund${formatRupees(36_450)}`);
    expect((await account(booking.id)).cancellation).toMatchObject({ reason: "medical", percent: 90, refund: 36_450 });
    // What is owed back is listed under Refunds owed until it is recorded as paid.
    const refundDueBy = (await account(booking.id)).cancellation!.refundDueBy!;
    await openView(page, /^Refunds owed \d+$/);
    const owedRow = page.locator("article").filter({ has: page.locator(`[data-open-booking="${booking.id}"]`) });
    await expect.poll(() => textOf(owedRow.locator("[data-money-due]")), POLL).toBe(`Refund ${formatRupees(36_450)} owed by ${formatDay(refundDueBy)}`);
    await waitFor("the settlement e-mail", () => mailTo(email, /cancelled: your settlement$/) !== undefined);
  }, 240_000);

  it("a sister's quote takes the retreat credit her sibling's cancellation left", async () => {
    const email = "credit-sibling@example.com";
    const sibling = await createEnquiry(own.visitor, enquiry({ firstName: "Lata", email, phone: "+91 98111 00002", groupSize: 2 }));
    const start = addDays(today(), 60);
    const res = await own.staff.post(apiPaths.bookingQuotes.href(sibling.id), { data: { startDate: start, endDate: addDays(start, 5), travellers: 2, pricePerPerson: 40_000 } });
    expect(res.status(), await res.text()).toBe(201);
    const siblingToken = (await own.tripLinkMailedTo(email)).token;
    expect((await own.visitor.post(apiPaths.tripAccept.href(siblingToken), { data: { quoteId: (await res.json()).id } })).status()).toBe(200);
    expect((await own.staff.post(apiPaths.bookingPayments.href(sibling.id), { data: { amount: 24_000, receivedOn: today(), method: "upi", reference: "UPI-SIB-1" } })).status()).toBe(201);
    expect((await own.staff.post(apiPaths.bookingCancellation.href(sibling.id), { data: { reason: "visitor", settlement: "credit" } })).status()).toBe(200);

    const sisterEmail = "credit-sister@example.com";
    const sister = await createEnquiry(own.visitor, enquiry({ firstName: "Gita", email: sisterEmail, phone: "+91 98111 00003", groupSize: 1 }));
    const page = await deskAt(sister.id);
    const token = await sendQuote(await fillQuote(page, { start: addDays(today(), 100), price: 50_000, credit: /Lata .*₹24,000 left/ }), sisterEmail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const quote = (await account(sister.id)).quotes[0];
    expect([quote.credit, quote.creditFrom, quote.total]).toEqual([24_000, sibling.id, 26_000]);
    const credits = (await (await own.staff.get(apiPaths.credits.href())).json()) as { bookingId: number; left: number }[];
    expect(credits.find((c) => c.bookingId === sibling.id)?.left).toBe(0);
  }, 180_000);
});
