import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, openPage, useBrowser } from "../../support/browser";
import { createEnquiry, enquiry, openDesk, shot, uniqueTag, useStaffApi, useVisitorApi } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const api = useStaffApi();
const visitor = useVisitorApi();

/**
 * The same person in the desk, as staff use it in Chromium: Priya's two enquiries, her phone typed
 * once with +91 and once with the national 0, find each other; one is marked a duplicate of the
 * other and the mark undone; WhatsApp opens a chat with the message and logs it on the timeline.
 */

/** A national number no other test uses: 10 digits starting with 9. */
const nationalNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function priyaTwice(tag: string) {
  const n = nationalNumber();
  const first = await createEnquiry(visitor.api, enquiry({ firstName: "Priya", lastName: tag, email: `${tag.toLowerCase()}@example.com`, phone: `+91 ${n.slice(0, 5)} ${n.slice(5)}` }));
  const second = await createEnquiry(
    visitor.api,
    enquiry({ firstName: "Priya", lastName: tag, email: `${tag.toLowerCase()}.other@example.com`, phone: `0${n.slice(0, 5)} ${n.slice(5)}`, tripCategory: "Sapphic Retreats" }),
  );
  return { first, second, e164: `+91${n}` };
}

const panel = (page: Page, reference: string) => page.getByRole("region", { name: `Enquiry ${reference}`, exact: true });

describe("the same person in the desk", () => {
  let context: BrowserContext;
  let page: Page;
  afterEach(async () => {
    await context?.close();
  });

  it("when staff open a booking with a related one, then they follow its link, mark it a duplicate and undo it", async () => {
    ({ context, page } = await openPage(chrome.browser, DESKTOP));
    context.setDefaultTimeout(15_000);
    const tag = uniqueTag("Same");
    const { first, second } = await priyaTwice(tag);
    await openDesk(context, page, `?q=${tag}&id=${second.id}`);

    // The list rows count each other.
    await expect.poll(() => page.locator("[data-related-count]").count()).toBe(2);
    const details = panel(page, second.reference);
    const related = details.getByRole("region", { name: "Other enquiries from this person" });
    await related.getByRole("link", { name: `Enquiry ${first.reference}` }).click();
    const firstPanel = panel(page, first.reference);
    await firstPanel.waitFor({ state: "visible" });
    expect(new URL(page.url()).searchParams.get("id")).toBe(String(first.id));
    await firstPanel.getByRole("region", { name: "Other enquiries from this person" }).getByRole("link", { name: `Enquiry ${second.reference}` }).waitFor();
    await shot(page, "same-person-panel-1280");

    // Back to the second one: it duplicates the first.
    await page.goBack();
    await details.waitFor({ state: "visible" });
    await related.getByRole("button", { name: "Mark as duplicate" }).click();
    await related.getByLabel("It duplicates").selectOption({ label: `Enquiry ${first.reference} · Women's Signature Retreats` });
    await related.locator("[data-duplicate-form]").getByRole("button", { name: "Mark as duplicate" }).click();
    await related.locator(`[data-duplicate-of="${first.id}"]`).waitFor();
    await details.getByText(`Marked as a duplicate of ${first.reference} by`).waitFor();
    const marked = await (await api.staff.get(apiPaths.booking.href(second.id))).json();
    expect(marked).toMatchObject({ duplicateOfId: first.id, replyDueAt: null });
    const needsReply = await (await api.staff.get(apiPaths.bookings.href({ view: "needs-reply", q: tag }))).json();
    expect(needsReply.map((b: { id: number }) => b.id)).toEqual([first.id]);
    await shot(page, "same-person-duplicate-1280");

    await related.getByRole("button", { name: "Undo" }).click();
    await details.getByText(`No longer marked as a duplicate of ${first.reference}`).waitFor();
    const undone = await (await api.staff.get(apiPaths.booking.href(second.id))).json();
    expect(undone.duplicateOfId).toBeNull();
    expect(undone.replyDueAt).not.toBeNull();
  });

  it("when staff press WhatsApp, then the link opens wa.me with the message and the timeline records it", async () => {
    ({ context, page } = await openPage(chrome.browser, PHONE));
    context.setDefaultTimeout(15_000);
    const tag = uniqueTag("Whats");
    const { second, e164 } = await priyaTwice(tag);
    await openDesk(context, page, `?q=${tag}&id=${second.id}`);
    const details = panel(page, second.reference);
    await details.getByRole("button", { name: "WhatsApp", exact: true }).click();
    const box = details.locator("[data-whatsapp]");
    const message = await box.getByLabel("Message").inputValue();
    expect(message).toContain(`Hello Priya`);
    expect(message).toContain(second.reference);
    const link = box.getByRole("link", { name: "Open WhatsApp and log it" });
    expect(await link.getAttribute("href")).toBe(`https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(message)}`);
    expect(await link.getAttribute("target")).toBe("_blank");
    await shot(page, "whatsapp-390", true);
    // The chat would open in a new tab: that tab's navigation is stopped, the click is what counts.
    await context.route("https://wa.me/**", (route) => route.abort());
    const popup = context.waitForEvent("page");
    await link.click();
    await (await popup).close();
    await details.getByText(/WhatsApp logged by/).waitFor();
    const timeline = await (await api.staff.get(apiPaths.bookingActivities.href(second.id))).json();
    expect(timeline.filter((e: { kind: string }) => e.kind === "whatsapp")).toEqual([expect.objectContaining({ kind: "whatsapp", body: message })]);
    const after = await (await api.staff.get(apiPaths.booking.href(second.id))).json();
    expect(after.firstResponseAt).not.toBeNull();
    await shot(page, "same-person-panel-390", true);
  });
});
