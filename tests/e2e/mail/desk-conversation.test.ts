import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, useBrowser, openPage } from "../../support/browser";
import { createEnquiry, dropInInbox, enquiry, openDesk, useStaffApi, useVisitorApi, textOf, uniqueTag } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const api = useStaffApi();
const visitor = useVisitorApi();

/**
 * The conversation as staff use it in Chromium: a reply from a saved reply with its preview; the
 * visitor's answer dropped into the server's inbox folder bringing the booking back into Needs
 * reply with its line; a visitor's HTML shown as text.
 */

interface DeskBooking {
  id: number;
  reference: string;
  email: string;
  firstName: string;
  lastName: string;
  firstResponseAt: string | null;
  replyDueAt: string | null;
}

async function newEnquiry(tag: string): Promise<DeskBooking> {
  const b = await createEnquiry(visitor.api, enquiry({ firstName: "Meera", lastName: `Raman ${tag}`, email: `${tag.toLowerCase()}@example.com`, preferredDates: "5 December" }));
  return (await (await api.staff.get(apiPaths.booking.href(b.id))).json()) as DeskBooking;
}

const panel = (page: Page, b: { reference: string }) => page.getByRole("region", { name: `Enquiry ${b.reference}`, exact: true });

describe("the conversation in the desk", () => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    ({ context, page } = await openPage(chrome.browser, DESKTOP));
    context.setDefaultTimeout(15_000);
  });
  afterEach(async () => {
    await context.close();
  });

  it("when staff insert a saved reply, then the preview shows it filled in, and Send reply puts it on the timeline and answers the enquiry", async () => {
    const tag = uniqueTag("Reply");
    const b = await newEnquiry(tag);
    await openDesk(context, page, `?q=${tag}&id=${b.id}`);
    const details = panel(page, b);
    await details.getByRole("button", { name: "Reply" }).click();
    await details.getByLabel("Insert saved reply").selectOption({ label: "Acknowledge and ask" });
    const preview = details.getByRole("region", { name: "Preview" });
    const shown = await textOf(preview);
    expect(shown).toContain(`Your enquiry with Inner Light Journeys (${b.reference})`);
    expect(shown).toContain("Dear Meera,");
    expect(shown).toContain("You mentioned: 5 December");
    expect(shown).not.toContain("{{");
    await details.getByRole("button", { name: "Send reply" }).click();
    await details.getByText(/^Reply by e2e-staff: (queued|sending|sent)$/).waitFor({ state: "visible" });
    await expect.poll(async () => ((await (await api.staff.get(apiPaths.booking.href(b.id))).json()) as DeskBooking).firstResponseAt).not.toBeNull();
  });

  it("when the visitor's answer is dropped in the inbox folder, then the booking is back in Needs reply with the line, and their HTML shows as text", async () => {
    const tag = uniqueTag("Back");
    const b = await newEnquiry(tag);
    expect((await api.staff.post(apiPaths.bookingActivities.href(b.id), { data: { kind: "call" } })).status()).toBe(201);
    await openDesk(context, page, `?view=needs-reply&q=${tag}`);
    await page.getByText("No matching bookings").waitFor();

    dropInInbox(
      `reply-${tag}`,
      `From: ${b.email}\nTo: hello@innerlightjourneys.in\nSubject: Re: your enquiry ${b.reference}\nMessage-ID: <${tag}@example.com>\nMIME-Version: 1.0\nContent-Type: text/html; charset=utf-8\n\n<p>Yes, December.</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>\n`,
    );
    await expect.poll(async () => ((await (await api.staff.get(apiPaths.booking.href(b.id))).json()) as DeskBooking).replyDueAt, { timeout: 15_000 }).not.toBeNull();

    await page.goto(`/admin/bookings?view=needs-reply&q=${tag}&id=${b.id}`);
    await page.evaluate(() => Object.assign(window, { __pwned: 0 }));
    await page.getByRole("list", { name: "Bookings" }).getByRole("article", { name: `${b.firstName} ${b.lastName}`, exact: true }).waitFor({ state: "visible" });
    const details = panel(page, b);
    await details.getByText(/^Visitor replied (less than a minute|\d+ min) ago — reply due in 23 h$/).waitFor({ state: "visible" });
    const mail = details.getByText(`E-mail from ${b.email}`).locator("xpath=ancestor::li[1]");
    await mail.waitFor({ state: "visible" });
    expect(await textOf(mail)).toContain("Yes, December.");
    expect(await mail.locator("img, script").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);
  });

  it("when HTML arrives with markup written as text, then the desk shows the markup as words", async () => {
    const tag = uniqueTag("Html");
    const b = await newEnquiry(tag);
    dropInInbox(
      `html-${tag}`,
      `From: ${b.email}\nSubject: Re: ${b.reference}\nMessage-ID: <${tag}@example.com>\nContent-Type: text/html\n\n<p>&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(2)&lt;/script&gt;</p>\n`,
    );
    await expect.poll(async () => ((await (await api.staff.get(apiPaths.bookingActivities.href(b.id))).json()) as { kind: string }[]).some((e) => e.kind === "email-in"), { timeout: 15_000 }).toBe(true);
    await openDesk(context, page, `?q=${tag}&id=${b.id}`);
    const details = panel(page, b);
    await details.getByText("<img src=x onerror=alert(1)> <script>alert(2)</script>").waitFor({ state: "visible" });
    expect(await details.locator("[data-mail-text] img, [data-mail-text] script").count()).toBe(0);
  });
});
