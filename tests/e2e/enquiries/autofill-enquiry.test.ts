import type { Request } from "playwright-core";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from "@shared/bot-signals";
import { DESKTOP, useBrowser, openPage } from "../../support/browser";
import { clickOption, expectToast, field, listBookings, openCardDialog, select, useStaffApi, textOf, uniqueTag } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const api = useStaffApi();

describe("a visitor whose browser fills the enquiry form at once", () => {
  it("when every field is filled programmatically and sent straight away, then the visitor is thanked and the enquiry is stored", async () => {
    const { context, page, errors } = await openPage(chrome.browser, DESKTOP);
    try {
      const tag = uniqueTag("Autofill");
      const sent: Request[] = [];
      page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === apiPaths.enquiries.href() && sent.push(r));
      // The page's clock is held still while the form is filled, so the submission is as fast as
      // autofill can make it on any machine: the too-fast path, every time.
      await page.clock.install();
      const { dialog } = await openCardDialog(page, "/womens-retreats", "Book Women's Signature Retreats");
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));

      // What autofill does: every box set in one go, no typing.
      await field(dialog, "First Name").fill("Anjali");
      await field(dialog, "Last Name").fill(`Iyer ${tag}`);
      await field(dialog, "Email Address").fill(`anjali.${tag.toLowerCase()}@example.com`);
      await field(dialog, "Phone Number").fill("+91 98450 11111");
      // A select is set by choosing its option (typing into its typeahead under a busy CPU could
      // land on the wrong country).
      const country = select(dialog, "Country");
      await clickOption(page, country, "India");
      await expect.poll(() => textOf(country)).toBe("India");
      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
      await expect.poll(() => sent.length).toBe(1);
      await page.clock.resume();

      await expectToast(page, "Booking Inquiry Submitted!", "We'll contact you within 24 hours to discuss your amazing journey.");
      expect(sent).toHaveLength(1);
      const body = sent[0].postDataJSON();
      expect(body[HONEYPOT_FIELD]).toBe("");
      expect(typeof body[FILL_TIME_FIELD]).toBe("number");

      // The staff API shows it, in the spam view where the desk keeps suspect enquiries.
      const all = [...(await listBookings(api.staff, { q: tag })).items];
      const spam = await api.staff.get(apiPaths.bookings.href(), { params: { view: "spam", q: tag } });
      for (const b of (await spam.json()) as typeof all) if (!all.some((a) => a.id === b.id)) all.push(b);
      expect(all).toHaveLength(1);
      const stored = all[0] as (typeof all)[number] & { suspect: string | null; reference: string };
      expect(stored).toMatchObject({ firstName: "Anjali", lastName: `Iyer ${tag}`, country: "India", tripCategory: "Women's Signature Retreats" });
      expect(stored.reference).toMatch(/^[2-9A-Z]{8}$/);
      // Sent sooner than a person could type it: kept, and marked suspect, never discarded.
      expect(body[FILL_TIME_FIELD]).toBeLessThan(MIN_FILL_MS);
      expect(stored.suspect).toBe("too-fast");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
