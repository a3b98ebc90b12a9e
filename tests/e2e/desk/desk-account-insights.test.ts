import type { Browser, Page } from "playwright-core";
import { totpCode } from "../../support/authenticator";
import { DESKTOP, PHONE, downloadedText, useBrowser } from "../../support/browser";
import { useOwnServer } from "../../support/own-server";
import { waitFor } from "../../support/smtp";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { createEnquiry, enquiry, shot, textOf } from "../../support/pages/journey";

/**
 * The Account tab's two-factor screens, Insights on a new desk, and confirming a booking with its
 * saved reply, in Chromium against a server of their own whose mail goes to a real SMTP server.
 */
const chrome = useBrowser();
const ADMIN = { username: "desk-admin", password: "desk-admin-password-1" };
const own = useOwnServer("account", ADMIN);

async function open(browser: Browser, viewport = DESKTOP, signedIn = true): Promise<Page> {
  return (await own.context(browser, { viewport }, signedIn)).newPage();
}

const deskNav = (page: Page) => page.getByRole("tablist", { name: "Desk sections" });
const stateLines = (page: Page) => page.locator("[data-two-factor-state]");

describe("the desk's account, insights and confirmations in Chromium", () => {
  it("when Insights opens on a desk of only new enquiries, then it reads 0 missed, names those inside their 24 hours, and keeps the period in the URL", async () => {
    for (let i = 0; i < 3; i++) await createEnquiry(own.visitor, enquiry({ lastName: `New ${i}`, email: `new${i}@example.com` }));
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open(chrome.browser, viewport);
      await page.goto("/admin/bookings?tab=insights");
      const card = page.getByRole("region", { name: "Response to enquiries" });
      await card.waitFor();
      expect(await textOf(page.locator("[data-figure=missed]"))).toBe("0 missed");
      expect(await textOf(page.locator("[data-figure=share]"))).toBe("–");
      expect(await textOf(page.locator("[data-figure=waiting]"))).toBe("3 still within their 24 hours");
      await page.getByRole("figure", { name: "Status mix" }).waitFor();
      await shot(page, `insights-new-desk-${viewport.width}`, true);
      await expectNoAxeFindings(page, `insights @${viewport.width}`);
    }
    const page = await open(chrome.browser);
    await page.goto("/admin/bookings?tab=insights&weeks=4");
    const period = page.getByLabel("Period", { exact: true }).last();
    await page.locator("[data-figure=missed]").waitFor();
    expect(await period.inputValue()).toBe("4");
    expect(await page.getByText("The 4 weeks from").count()).toBe(1);
    await period.selectOption("52");
    await expect.poll(() => new URL(page.url()).searchParams.get("weeks")).toBe("52");
    await page.getByText("The 52 weeks from").waitFor();
    await period.selectOption("12");
    await expect.poll(() => new URL(page.url()).searchParams.get("weeks")).toBeNull();
    await page.reload();
    await page.locator("[data-figure=missed]").waitFor();
    expect(await page.getByText("The 12 weeks from").count()).toBe(1);
  });

  it("when a booking is confirmed, then the Confirmation reply is offered filled in, and Send reply delivers it", async () => {
    const b = await createEnquiry(own.visitor, enquiry({ firstName: "Meera", lastName: "Confirm", email: "meera.confirm@example.com" }));
    const page = await open(chrome.browser);
    await page.goto(`/admin/bookings?id=${b.id}`);
    const panel = page.getByRole("region", { name: `Enquiry ${b.reference}`, exact: true });
    await panel.waitFor();
    await panel.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Confirmed" }).click();
    const offer = panel.locator("[data-status-reply=confirmed]");
    await offer.waitFor();
    expect(await offer.getByLabel("Subject").inputValue()).toBe(`Your journey is confirmed (${b.reference})`);
    const body = offer.getByLabel("Message");
    expect(await body.inputValue()).toMatch(/^Dear Meera,\n/);
    expect(await body.inputValue()).not.toContain("{{");
    await offer.getByRole("button", { name: "Skip" }).waitFor();
    await shot(page, `status-reply-offer-${DESKTOP.width}`, true);
    // Nothing goes before the press: an enquiry made now has its acknowledgement delivered through the
    // same outbox, after anything the status change would have queued, and no confirmation came first.
    await createEnquiry(own.visitor, enquiry({ firstName: "Marker", lastName: "After", email: "marker.after@example.com" }));
    await waitFor("the later enquiry's acknowledgement", () => own.smtp.received.some((m) => JSON.stringify(m.to).includes("marker.after@example.com")));
    expect(own.smtp.received.filter((m) => m.subject?.includes("confirmed"))).toEqual([]);
    await body.fill(`${await body.inputValue()}\nPS: bring a shawl.`);
    await offer.getByRole("button", { name: "Send reply" }).click();
    await offer.waitFor({ state: "detached" });
    await waitFor("the confirmation", () => own.smtp.received.some((m) => m.subject?.startsWith("Your journey is confirmed")));
    const mail = own.smtp.received.find((m) => m.subject?.startsWith("Your journey is confirmed"))!;
    expect(mail.subject).toContain(b.reference);
    expect(mail.text).toContain("PS: bring a shawl.");
    expect(JSON.stringify(mail.to)).toContain("meera.confirm@example.com");
  });

  it("when the window is narrowed past the side-by-side width and widened again mid-reply, then the open booking keeps the words typed and the offered reply", async () => {
    const b = await createEnquiry(own.visitor, enquiry({ firstName: "Lata", lastName: "Resize", email: "lata.resize@example.com" }));
    const page = await open(chrome.browser);
    await page.goto(`/admin/bookings?id=${b.id}`);
    const panel = page.getByRole("region", { name: `Enquiry ${b.reference}`, exact: true });
    await panel.getByRole("button", { name: "Reply", exact: true }).click();
    // The offered reply comes above the reply being written.
    const composer = panel.locator("[data-reply-composer]").last();
    await composer.getByLabel("Message").fill("Dear Lata,\n\nHalf a thought about the dates");
    await panel.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Confirmed" }).click();
    const offer = panel.locator("[data-status-reply=confirmed]");
    await offer.getByLabel("Message").fill("Dear Lata,\n\nYou are confirmed. More soon.");

    for (const viewport of [{ width: 900, height: 800 }, PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(viewport.width);
      expect(await composer.getByLabel("Message").inputValue()).toBe("Dear Lata,\n\nHalf a thought about the dates");
      expect(await offer.getByLabel("Message").inputValue()).toBe("Dear Lata,\n\nYou are confirmed. More soon.");
      expect(await panel.locator("[data-reply-composer]").count()).toBe(2);
    }
    // The layout follows the width once the desk hears of the change, a render after the window's width.
    await expect.poll(() => page.locator("[data-booking-screen]").count()).toBe(0);
  });

  // Last: it leaves the admin with two-factor on, so the API sign-ins above would need a code.
  it("when two-factor is turned on, then one state line tells the truth throughout; the enabling code reused at sign-in is answered as just used", async () => {
    const page = await open(chrome.browser);
    await page.goto("/admin/bookings?tab=account");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const key = page.getByTestId("totp-secret");
    await key.waitFor();
    expect(await stateLines(page).count()).toBe(1);
    expect(await stateLines(page).getAttribute("data-two-factor-state")).toBe("off");
    const shown = await textOf(key);
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = shown.replace(/\s+/g, "");
    await page.getByRole("button", { name: "Copy key" }).waitFor();
    const field = page.getByLabel("Authentication code");
    expect([await field.getAttribute("inputmode"), await field.getAttribute("autocomplete"), await field.getAttribute("pattern")]).toEqual(["numeric", "one-time-code", null]);
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    await shot(page, `account-two-factor-setup-${DESKTOP.width}`, true);

    // Far enough from the end of a 30-second step that sign-in falls in the same one.
    while (Date.now() % 30_000 > 15_000) await new Promise((r) => setTimeout(r, 500));
    const code = totpCode(secret, Date.now());
    await field.fill(code);
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await page.getByRole("list", { name: "Recovery codes" }).waitFor();
    expect(await stateLines(page).count()).toBe(1);
    expect(await stateLines(page).getAttribute("data-two-factor-state")).toBe("on");
    expect(await page.getByText(/^Off:/).count()).toBe(0);
    await page.getByRole("button", { name: "Copy codes" }).waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download (.txt)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`recovery-codes-${ADMIN.username}.txt`);
    expect(((await downloadedText(file)).match(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/gm) ?? []).length).toBe(10);
    await shot(page, `account-two-factor-codes-${DESKTOP.width}`, true);
    await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await page.getByRole("button", { name: "Turn off" }).waitFor();
    expect(await stateLines(page).count()).toBe(1);
    expect(await stateLines(page).getAttribute("data-two-factor-state")).toBe("on");

    // Signing in again within the same step with the same code.
    const again = await open(chrome.browser, DESKTOP, false);
    await again.goto("/admin/bookings");
    const form = again.getByRole("region", { name: "Staff sign in" });
    await form.getByRole("textbox", { name: "Username" }).fill(ADMIN.username);
    await form.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    const codeField = form.getByLabel("Authentication code");
    await codeField.waitFor();
    expect(await codeField.getAttribute("inputmode")).toBe("numeric");
    await codeField.fill(code);
    await form.getByRole("button", { name: "Verify" }).click();
    expect(await textOf(form.getByRole("alert"))).toBe("That code was just used. Wait for the next one.");
    await shot(again, `account-code-reused-${DESKTOP.width}`);
    await codeField.fill(totpCode(secret, Date.now() + 30_000));
    await form.getByRole("button", { name: "Verify" }).click();
    await deskNav(again).waitFor();

    for (const viewport of [PHONE, DESKTOP]) {
      await again.setViewportSize(viewport);
      await again.goto("/admin/bookings?tab=account");
      await again.getByRole("button", { name: "Turn off" }).waitFor();
      await shot(again, `account-two-factor-on-${viewport.width}`, true);
      await expectNoAxeFindings(again, `account @${viewport.width}`);
    }
  });
});
