import type { Locator, Page, Request } from "playwright-core";
import { addDays, startOfToday } from "date-fns";
import { SITE } from "@shared/site";
import { chatAboutEnquiry, chatWithGreeting } from "@shared/whatsapp-link";
import { PHONE, useBrowser, openPage } from "../../support/browser";
import {
  chooseOption,
  dateTrigger,
  datePicker,
  expectToast,
  field,
  fillAsPerson,
  isoDay,
  listBookings,
  openCardDialog,
  pickPreferredDate,
  preferredDateText,
  select,
  shot,
  sleep,
  useStaffApi,
  textOf,
  toast,
  trackConsole,
  uniqueTag,
  unexpectedErrors,
  waitLikeAPerson,
} from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const api = useStaffApi();

const PAGE = "/womens-retreats";
const TITLE = "Book Women's Signature Retreats";
const CATEGORY = "Women's Signature Retreats";

const isBookingPost = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === apiPaths.enquiries.href();

describe("the enquiry dialog on a phone (390 px)", () => {
  it("when a visitor books from a catalogue card, then the dialog fits the phone, the enquiry is sent after 'Submitting...', the success toast shows and staff can see it", async () => {
    const { context, page, errors } = await openPage(chrome.browser, PHONE);
    const log = trackConsole(page);
    try {
      const tag = uniqueTag("Journey");
      const visitor = {
        firstName: "Kavya",
        lastName: `Raman ${tag}`,
        email: `kavya.${tag.toLowerCase()}@example.com`,
        phone: "+91 94430 12345",
        state: "Tamil Nadu",
        whyThisTrip: "I want a week to slow down and hear myself think.",
      };
      const { dialog, openedAt } = await openCardDialog(page, PAGE, TITLE);

      // Fits the phone: inside the viewport, no sideways scroll, and long content scrolls inside.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      const scroll = await dialog.evaluate((el) => ({
        inner: el.scrollHeight > el.clientHeight,
        overflowY: getComputedStyle(el).overflowY,
        pageWidth: document.documentElement.scrollWidth,
      }));
      expect(scroll.inner).toBe(true);
      expect(["auto", "scroll"]).toContain(scroll.overflowY);
      expect(scroll.pageWidth).toBeLessThanOrEqual(PHONE.width);
      expect(await textOf(select(dialog, "Trip Category"))).toBe(CATEGORY);
      await shot(page, "journey-dialog-390");

      await fillAsPerson(page, dialog, visitor);
      await chooseGroupSize(page, dialog);

      // The date picker: yesterday (or, on the 1st, last month) cannot be chosen; a future day sets the text.
      const today = startOfToday();
      await dateTrigger(dialog).click();
      const picker = datePicker(page);
      await picker.waitFor({ state: "visible" });
      const yesterday = picker.locator(`td[data-day="${isoDay(addDays(today, -1))}"]:not([data-hidden]) button`);
      if ((await yesterday.count()) > 0) {
        expect(await yesterday.isDisabled()).toBe(true);
        await yesterday.click({ force: true });
        expect(await picker.isVisible()).toBe(true);
      }
      expect(await picker.getByRole("button", { name: /previous month/i }).getAttribute("aria-disabled")).toBe("true");
      await shot(page, "journey-datepicker-390");
      const future = addDays(today, 20);
      await pickPreferredDate(page, dialog, future);
      expect(await textOf(dateTrigger(dialog))).toBe(preferredDateText(future));

      // Hold the answer back a moment so the sending state can be seen.
      const sent: Request[] = [];
      page.on("request", (r) => isBookingPost(r) && sent.push(r));
      await page.route(`**${apiPaths.enquiries.href()}`, async (route) => {
        await sleep(1_000);
        await route.continue();
      });
      await waitLikeAPerson(openedAt);
      await shot(page, "journey-dialog-filled-390");
      const submit = dialog.getByRole("button", { name: /Submit Inquiry|Submitting\.\.\./ });
      await submit.click();
      await expect.poll(() => textOf(submit)).toBe("Submitting...");
      expect(await submit.isDisabled()).toBe(true);

      await expectToast(page, "Booking Inquiry Submitted!", "We'll contact you within 24 hours to discuss your amazing journey.");
      // The dialog keeps a confirmation worth keeping: the reference, where our e-mail went, our hours.
      const reference = dialog.getByTestId("enquiry-reference");
      await reference.waitFor();
      expect(await textOf(dialog.getByTestId("enquiry-sent"))).toContain(`We've e-mailed you at ${visitor.email}`);
      expect(await textOf(dialog.getByTestId("enquiry-sent"))).toContain("Monday to Friday: 9:00 to 19:00 IST");
      // WhatsApp with the reference typed in; the top bar's chat link opens with a greeting.
      const whatsApp = dialog.getByRole("link", { name: /Message us on WhatsApp/ });
      expect(await whatsApp.getAttribute("href")).toBe(chatAboutEnquiry(await textOf(reference)));
      expect(new URL((await whatsApp.getAttribute("href"))!).searchParams.get("text")).toContain(await textOf(reference));
      expect(await whatsApp.getAttribute("target")).toBe("_blank");
      // (The open dialog hides the rest of the page from roles, so the top bar is found by its label.)
      const topBarChat = page.locator(`aside[aria-label="Contact and social links"] a[href^="${SITE.chatHref}"]`);
      expect(await topBarChat.getAttribute("href")).toBe(chatWithGreeting());
      // The toast sits at the foot of the phone's screen, clear of the header.
      const toastBox = (await toast(page).first().boundingBox())!;
      expect(toastBox.y).toBeGreaterThan(PHONE.height / 2);
      await shot(page, "journey-confirmation-390");
      const shownReference = await textOf(reference);
      await dialog.getByRole("button", { name: "Done" }).click();
      await dialog.waitFor({ state: "hidden" });
      await shot(page, "journey-toast-390");
      expect(sent).toHaveLength(1);
      const body = sent[0].postDataJSON();
      expect(body.formFillMs).toBeGreaterThanOrEqual(3_000);
      expect(body.website).toBe("");

      const { items } = await listBookings(api.staff, { q: tag });
      expect(items).toHaveLength(1);
      expect(items[0].reference).toBe(shownReference);
      expect(items[0]).toMatchObject({
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        email: visitor.email,
        phone: visitor.phone,
        country: "India",
        state: visitor.state,
        tripType: "retreat",
        tripCategory: CATEGORY,
        groupSize: 2,
        preferredDates: preferredDateText(future),
        whyThisTrip: visitor.whyThisTrip,
        budgetRange: null,
        status: "pending",
      });
      expect(unexpectedErrors(log)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("when the visitor submits the empty form, then every required field shows its error and nothing is sent", async () => {
    const { context, page, errors } = await openPage(chrome.browser, PHONE);
    const log = trackConsole(page);
    try {
      const sent: Request[] = [];
      page.on("request", (r) => isBookingPost(r) && sent.push(r));
      const { dialog } = await openCardDialog(page, PAGE, TITLE);
      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();

      for (const label of ["First Name", "Last Name", "Email Address", "Phone Number"]) {
        const input = field(dialog, label);
        await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
        const describedBy = (await input.getAttribute("aria-describedby"))!;
        expect(await textOf(dialog.locator(`[id="${describedBy}"]`))).toBe("Required");
      }
      const country = select(dialog, "Country");
      expect(await country.getAttribute("aria-invalid")).toBe("true");
      expect(await textOf(dialog.locator(`[id="${await country.getAttribute("aria-describedby")}"]`))).toBe("Required");
      // The focus goes to the first field in error, so a keyboard user lands on it.
      expect(await field(dialog, "First Name").evaluate((el) => el === document.activeElement)).toBe(true);
      await shot(page, "journey-errors-390");

      // A request the page makes after the errors show is seen, and no enquiry went before it.
      const marker = page.waitForRequest((r) => r.url().endsWith(apiPaths.health.href()));
      await page.evaluate((url) => fetch(url), apiPaths.health.href());
      await marker;
      expect(sent).toHaveLength(0);
      expect(await toast(page).count()).toBe(0);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("when the server answers 500, then 'Submission Failed' shows its message, the dialog stays open and nothing typed is lost", async () => {
    const { context, page } = await openPage(chrome.browser, PHONE);
    const log = trackConsole(page);
    try {
      const message = "Our enquiry desk is briefly unavailable.";
      await page.route(`**${apiPaths.enquiries.href()}`, (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message }) })
          : route.continue(),
      );
      const visitor = {
        firstName: "Farah",
        lastName: "Khan",
        email: "farah.khan@example.com",
        phone: "+91 90000 11111",
        state: "Karnataka",
        whyThisTrip: "Time with people like me.",
      };
      const { dialog, openedAt } = await openCardDialog(page, PAGE, TITLE);
      await fillAsPerson(page, dialog, visitor);
      const future = addDays(startOfToday(), 45);
      await pickPreferredDate(page, dialog, future);
      await waitLikeAPerson(openedAt);
      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();

      const t = await expectToast(page, "Submission Failed", message);
      expect(await t.getAttribute("class")).toContain("destructive");
      await shot(page, "journey-failed-390");

      expect(await dialog.isVisible()).toBe(true);
      expect(await field(dialog, "First Name").inputValue()).toBe(visitor.firstName);
      expect(await field(dialog, "Last Name").inputValue()).toBe(visitor.lastName);
      expect(await field(dialog, "Email Address").inputValue()).toBe(visitor.email);
      expect(await field(dialog, "Phone Number").inputValue()).toBe(visitor.phone);
      expect(await field(dialog, "Why This Trip").inputValue()).toBe(visitor.whyThisTrip);
      expect(await textOf(select(dialog, "Country"))).toBe("India");
      expect(await textOf(select(dialog, "State"))).toBe(visitor.state);
      expect(await textOf(select(dialog, "Trip Category"))).toBe(CATEGORY);
      expect(await textOf(dateTrigger(dialog))).toBe(preferredDateText(future));
      expect(await dialog.getByRole("button", { name: "Submit Inquiry" }).isEnabled()).toBe(true);
      expect(unexpectedErrors(log, [{ status: 500, path: apiPaths.enquiries.href() }])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

async function chooseGroupSize(page: Page, dialog: Locator) {
  expect(await textOf(select(dialog, "Group Size"))).toBe("1 Person");
  await chooseOption(page, select(dialog, "Group Size"), "2 People");
}
