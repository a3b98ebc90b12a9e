import type { Page } from "playwright-core";
import { addDays, todayIn, type Quote } from "@shared/money";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { useOwnServer } from "../../support/own-server";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { createEnquiry, enquiry, shot, textOf, waitForHydration } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * A family of three fills in their traveller details on the trip page at 390 px over two visits,
 * the second with scripts blocked, and the desk then reads Details 3 of 3 and reveals a passport.
 */
const chrome = useBrowser();
const ADMIN = { username: "details-admin", password: "details-admin-password-1" };
const own = useOwnServer("details", ADMIN, { staffApi: true });

const FAMILY = [
  { fullName: "Meera Raman", dateOfBirth: "1984-05-02", passport: "M4471203", phone: "+91 98430 11111" },
  { fullName: "Arjun Raman", dateOfBirth: "1982-11-19", passport: "A9921774", phone: "+91 98430 22222" },
  { fullName: "Kavya Raman", dateOfBirth: "2014-08-30", passport: "K3318265", phone: "+91 98430 33333" },
];

/** An international trip for three, quoted: its booking id and trip link. */
async function quotedFamilyTrip(email: string): Promise<{ id: number; link: string }> {
  const booking = await createEnquiry(own.visitor, enquiry({ email, groupSize: 3 }));
  const start = addDays(todayIn("Asia/Kolkata", new Date()), 90);
  const res = await own.staff.post(apiPaths.bookingQuotes.href(booking.id), { data: { startDate: start, endDate: addDays(start, 7), travellers: 3, pricePerPerson: 120_000, region: "international" } });
  expect(res.status(), await res.text()).toBe(201);
  expect(((await res.json()) as Quote).state).toBe("open");
  return { id: booking.id, link: (await own.tripLinkMailedTo(email)).link };
}

/** Types one traveller into their form and saves it; answers the page after the redirect. */
async function fillTraveller(page: Page, n: number, expiry = "2034-01-31") {
  const t = FAMILY[n - 1];
  const form = page.locator(`form#traveller-${n}`);
  await form.getByLabel("Full name, as on the passport").fill(t.fullName);
  await form.getByLabel("Date of birth").fill(t.dateOfBirth);
  await form.getByLabel("Nationality").fill("Indian");
  await form.getByLabel("Passport number").fill(t.passport);
  await form.getByLabel("Passport valid until").fill(expiry);
  await form.getByLabel("Emergency contact's name").fill("Lakshmi Raman");
  await form.getByLabel("Emergency contact's phone, with country code").fill(t.phone);
  await form.getByRole("button", { name: `Save traveller ${n}` }).click();
  await page.waitForURL(/\?saved=|\/travellers\//);
}

describe("traveller details on the trip page", () => {
  it("a family of three fills them over two visits at 390 px, the second without scripts, and the desk reads Details 3 of 3", async () => {
    const { id, link } = await quotedFamilyTrip("family-details@example.com");

    // First visit, scripts on: the quote is accepted, then the first two travellers.
    const first = await (await own.context(chrome.browser, { viewport: PHONE })).newPage();
    await first.goto(link);
    const accept = first.getByRole("button", { name: "Accept quote" });
    await waitForHydration(accept);
    await accept.click();
    await first.getByRole("link", { name: "Add traveller details" }).click();
    const section = first.getByRole("region", { name: "Traveller details" });
    await section.waitFor();
    expect(await textOf(section)).toContain("3 of 3 still to fill in");
    await fillTraveller(first, 1);
    expect(await textOf(first.locator("form#traveller-1"))).toContain("Saved. Thank you!");
    await fillTraveller(first, 2);
    expect(await textOf(first.locator("form#traveller-2"))).toContain("Complete");
    expect(await first.locator("form#traveller-1").getByLabel("Passport number").inputValue()).toBe("•••• 1203");
    expect(await first.content()).not.toContain(FAMILY[0].passport);
    expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(first, "trip-traveller-details-390", true);
    await expectNoAxeFindings(first, "traveller details at 390 px");

    // Second visit days later, scripts blocked: a passport too short for the trip is refused beside its field, then the right one saves.
    const second = await (await own.context(chrome.browser, { viewport: PHONE, javaScriptEnabled: false })).newPage();
    await second.goto(link);
    expect(await textOf(second.getByRole("region", { name: "Traveller details" }))).toContain("1 of 3 still to fill in");
    await fillTraveller(second, 3, addDays(todayIn("Asia/Kolkata", new Date()), 120));
    const refused = second.locator("form#traveller-3");
    expect(await textOf(refused.locator("#traveller-3-documentExpiry-error"))).toContain("expires less than 6 months after the trip ends");
    expect(await refused.getByLabel("Full name, as on the passport").inputValue()).toBe("Kavya Raman");
    await fillTraveller(second, 3);
    expect(await textOf(second.locator("form#traveller-3"))).toContain("Saved. Thank you!");
    const insurance = second.getByRole("region", { name: "Insurance" });
    await insurance.getByLabel("Insurer").fill("Tata AIG");
    await insurance.getByLabel("Policy number").fill("TA-2027-4410");
    await insurance.getByRole("button", { name: "Save insurance" }).click();
    await second.waitForURL(/saved=insurance/);
    expect(await textOf(second.getByRole("region", { name: "Traveller details" }))).toContain("Every traveller's details are here");

    // The desk: the row reads Details 3 of 3; the opened booking masks the passports until Reveal.
    const desk = await (await own.context(chrome.browser, { viewport: DESKTOP }, true)).newPage();
    await desk.goto(`/admin/bookings?id=${id}`);
    await expect.poll(() => textOf(desk.locator("[data-details]").first()), { timeout: 15_000 }).toBe("Details 3 of 3");
    const travellers = desk.locator("[data-travellers]");
    await expect.poll(() => textOf(travellers), { timeout: 15_000 }).toContain("Details 3 of 3");
    expect(await textOf(travellers)).toContain("•••• 1774");
    expect(await textOf(travellers)).not.toContain(FAMILY[1].passport);
    await travellers.getByRole("button", { name: "Reveal traveller 2's document number" }).click();
    await expect.poll(() => textOf(travellers.locator('[data-traveller="2"]'))).toContain(FAMILY[1].passport);
    await shot(desk, "desk-traveller-details-1280", true);
  });
});
