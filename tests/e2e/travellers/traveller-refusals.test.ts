import type { Page } from "playwright-core";
import { addDays, todayIn, type Quote } from "@shared/money";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { useOwnServer } from "../../support/own-server";
import { createEnquiry, enquiry, shot, textOf, waitForHydration } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * The trip page's traveller form at 390 px, scripts on and off: each refusal the server makes is
 * said beside its field with what was typed still there (never the site's 404), and a domestic
 * traveller saves with the form's own "None given" document.
 */
const chrome = useBrowser();
const ADMIN = { username: "refusals-admin", password: "refusals-admin-password-1" };
const own = useOwnServer("refusals", ADMIN, { staffApi: true });

const today = () => todayIn("Asia/Kolkata", new Date());

/** An accepted trip for one traveller: its trip link. */
async function acceptedTrip(email: string, region: "domestic" | "international"): Promise<string> {
  const booking = await createEnquiry(own.visitor, enquiry({ email, groupSize: 1 }));
  const start = addDays(today(), 90);
  const res = await own.staff.post(apiPaths.bookingQuotes.href(booking.id), { data: { startDate: start, endDate: addDays(start, 7), travellers: 1, pricePerPerson: 120_000, region } });
  expect(res.status(), await res.text()).toBe(201);
  const quote = (await res.json()) as Quote;
  const { link, token } = await own.tripLinkMailedTo(email);
  const accepted = await own.visitor.post(apiPaths.tripAccept.href(token), { data: { quoteId: quote.id } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return link;
}

interface Typed {
  dateOfBirth: string;
  passportExpiry?: string;
}

const NAME = "Thenmozhi Arunachalam Venkataraghavan";

/** Types a whole traveller and presses Save; answers once the page that came back is shown. */
async function typeAndSave(page: Page, t: Typed): Promise<void> {
  const form = page.locator("form#traveller-1");
  await form.getByLabel("Full name, as on the passport").fill(NAME);
  await form.getByLabel("Date of birth").fill(t.dateOfBirth);
  await form.getByLabel("Nationality").fill("Indian");
  if (t.passportExpiry) {
    await form.getByLabel("Passport number").fill("T4471203");
    await form.getByLabel("Passport valid until").fill(t.passportExpiry);
  }
  await form.getByLabel("Emergency contact's name").fill("Kalaivani Arunachalam");
  await form.getByLabel("Emergency contact's phone, with country code").fill("+91 98430 44444");
  await Promise.all([page.waitForEvent("load"), form.getByRole("button", { name: "Save traveller 1" }).click()]);
}

async function pageFor(link: string, scripts: boolean, viewport = PHONE): Promise<Page> {
  const page = await (await own.context(chrome.browser, { viewport, javaScriptEnabled: scripts })).newPage();
  await page.goto(link);
  if (scripts) await waitForHydration(page.getByRole("button", { name: "Save traveller 1" }));
  return page;
}

/** The refused form as the visitor sees it: the sentence beside the field, what they typed kept. */
async function expectRefused(page: Page, field: "dateOfBirth" | "documentExpiry", sentence: RegExp, typed: Typed): Promise<void> {
  await expect.poll(() => textOf(page.locator("main"))).not.toMatch(/Page Not Found/i);
  const form = page.locator("form#traveller-1");
  await form.waitFor();
  expect(await textOf(form.locator(`#traveller-1-${field}-error`))).toMatch(sentence);
  expect(await form.locator(`#traveller-1-${field}`).getAttribute("aria-invalid")).toBe("true");
  expect(await form.getByLabel("Full name, as on the passport").inputValue()).toBe(NAME);
  expect(await form.getByLabel("Date of birth").inputValue()).toBe(typed.dateOfBirth);
  expect(await form.getByLabel("Emergency contact's phone, with country code").inputValue()).toBe("+91 98430 44444");
  if (typed.passportExpiry) expect(await form.getByLabel("Passport valid until").inputValue()).toBe(typed.passportExpiry);
  expect(await textOf(form)).toContain("Not saved yet");
}

describe("the trip page's traveller form refuses beside the field", () => {
  for (const scripts of [true, false]) {
    const how = scripts ? "scripts on" : "scripts off";

    it(`a passport expiring too soon, then a date of birth in the future, each keep what was typed (${how})`, async () => {
      const link = await acceptedTrip(`refusals-${scripts ? "on" : "off"}@example.com`, "international");
      const page = await pageFor(link, scripts);
      const shortPassport = { dateOfBirth: "1986-02-14", passportExpiry: addDays(today(), 120) };
      await typeAndSave(page, shortPassport);
      await expectRefused(page, "documentExpiry", /expires less than 6 months after the trip ends/, shortPassport);
      await shot(page, `trip-refused-passport-390-${scripts ? "js" : "nojs"}`, true);

      const future = { dateOfBirth: addDays(today(), 3), passportExpiry: "2036-01-31" };
      if (scripts) await waitForHydration(page.getByRole("button", { name: "Save traveller 1" }));
      await typeAndSave(page, future);
      await expectRefused(page, "dateOfBirth", /Date of birth can't be in the future/, future);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // Put right, it saves and the page thanks the visitor.
      if (scripts) await waitForHydration(page.getByRole("button", { name: "Save traveller 1" }));
      await typeAndSave(page, { dateOfBirth: "1986-02-14", passportExpiry: "2036-01-31" });
      expect(await textOf(page.locator("form#traveller-1"))).toContain("Saved. Thank you!");
      expect(await textOf(page.locator("form#traveller-1"))).toContain("Complete");
    });

    it(`a domestic traveller saves with "None given" as the document (${how})`, async () => {
      const link = await acceptedTrip(`none-given-${scripts ? "on" : "off"}@example.com`, "domestic");
      const page = await pageFor(link, scripts);
      const form = page.locator("form#traveller-1");
      expect(await form.getByLabel("Document", { exact: true }).inputValue()).toBe("");
      await typeAndSave(page, { dateOfBirth: "1990-07-01" });
      expect(await textOf(page.locator("form#traveller-1"))).toContain("Saved. Thank you!");
      expect(await textOf(page.locator("form#traveller-1"))).toContain("Complete");
      expect(await page.locator("form#traveller-1").getByLabel("Document", { exact: true }).inputValue()).toBe("");
    });
  }

  it("the refused form at 1280 px", async () => {
    const link = await acceptedTrip("refusals-wide@example.com", "international");
    const page = await pageFor(link, true, DESKTOP);
    const shortPassport = { dateOfBirth: "1986-02-14", passportExpiry: addDays(today(), 120) };
    await typeAndSave(page, shortPassport);
    await expectRefused(page, "documentExpiry", /expires less than 6 months after the trip ends/, shortPassport);
    await shot(page, "trip-refused-passport-1280", true);
  });
});
