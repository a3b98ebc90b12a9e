import type { BrowserContext, Page } from "playwright-core";
import { totpCode } from "../../support/authenticator";
import { DESKTOP, PHONE, useBrowser, openPage } from "../../support/browser";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { shot, staffUser, textOf, trackConsole, uniqueTag, unexpectedErrors } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();

const contexts: BrowserContext[] = [];

afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

async function open(viewport = DESKTOP) {
  const { context, page } = await openPage(chrome.browser, viewport);
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return { context, page, log: trackConsole(page) };
}

const signInForm = (page: Page) => page.getByRole("region", { name: "Staff sign in" });
const deskNav = (page: Page) => page.getByRole("tablist", { name: "Desk sections" });

async function signIn(page: Page, username: string, password: string) {
  const form = signInForm(page);
  await form.waitFor({ state: "visible" });
  await form.getByRole("textbox", { name: "Username" }).fill(username);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** A code for the next 30-second step: the one just used to enable two-factor can't be used again. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe("staff accounts in the browser", () => {
  it("when an admin adds an agent, then the agent sets a password, turns on two-factor, signs back in with a code, and has no Team tab", async () => {
    const tag = uniqueTag("ag").toLowerCase();
    const agentName = `agent-${tag}`;
    const temporary = `temporary ${tag} passphrase`;
    const own = `the agent's own passphrase ${Date.now()}`;

    // The admin adds a colleague in the Team tab.
    const admin = await open();
    await admin.page.goto("/admin/bookings?tab=team");
    await signIn(admin.page, staffUser().username, staffUser().password);
    const staffPanel = admin.page.getByRole("region", { name: "Staff" });
    await staffPanel.getByRole("list", { name: "Staff" }).waitFor();
    await staffPanel.getByRole("textbox", { name: "Username" }).fill(agentName);
    await staffPanel.getByRole("textbox", { name: "Temporary password" }).fill(temporary);
    await staffPanel.getByRole("button", { name: "Add colleague" }).click();
    await staffPanel.getByRole("listitem", { name: agentName }).waitFor();
    expect(await textOf(staffPanel.getByRole("listitem", { name: agentName }))).toContain("Temporary, not yet changed");

    // The agent signs in with the temporary password and must choose their own first.
    const agent = await open();
    await agent.page.goto("/admin/bookings");
    await signIn(agent.page, agentName, temporary);
    const choose = agent.page.getByRole("region", { name: "Choose your own password" });
    await choose.waitFor();
    expect(await deskNav(agent.page).count()).toBe(0);
    await choose.getByLabel("Current password").fill(temporary);
    await choose.getByLabel("New password", { exact: true }).fill(own);
    await choose.getByLabel("Repeat the new password").fill(own);
    await choose.getByRole("button", { name: "Set my password" }).click();
    await deskNav(agent.page).waitFor();

    // No Team tab for an agent, and ?tab=team falls back to the enquiries.
    expect(await deskNav(agent.page).getByRole("tab", { name: "Team" }).count()).toBe(0);
    await agent.page.goto("/admin/bookings?tab=team");
    await deskNav(agent.page).waitFor();
    expect(await agent.page.getByRole("region", { name: "Staff" }).count()).toBe(0);

    // Two-factor from the Account tab, with a code computed from the key shown.
    await deskNav(agent.page).getByRole("tab", { name: "Account" }).click();
    await agent.page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const secret = (await textOf(agent.page.getByTestId("totp-secret"))).replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await agent.page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    await shot(agent.page, `accounts-enrol-${DESKTOP.width}`, true);
    await agent.page.getByLabel("Authentication code").fill(totpCode(secret, Date.now()));
    await agent.page.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = agent.page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    await shot(agent.page, `accounts-recovery-codes-${DESKTOP.width}`, true);
    await agent.page.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await agent.page.getByText("On: signing in asks for a code").waitFor();

    // Sign out, then back in: the password, then the authentication code.
    await agent.page.getByRole("button", { name: "Sign out" }).click();
    await signIn(agent.page, agentName, own);
    const code = signInForm(agent.page).getByLabel("Authentication code");
    await code.waitFor();
    expect(await deskNav(agent.page).count()).toBe(0);
    await shot(agent.page, `accounts-code-step-${DESKTOP.width}`);
    await code.fill(nextCode(secret));
    await signInForm(agent.page).getByRole("button", { name: "Verify" }).click();
    await deskNav(agent.page).waitFor();
    expect(await deskNav(agent.page).getByRole("tab", { name: "Team" }).count()).toBe(0);
    expect(await textOf(agent.page.getByRole("banner"))).toContain(agentName);

    // The admin sees it in the team list and the audit log.
    await admin.page.reload();
    const row = admin.page.getByRole("listitem", { name: agentName });
    await row.waitFor();
    expect(await textOf(row)).toMatch(/Two-factor\s*On/);
    const audit = admin.page.getByRole("list", { name: "Audit log entries" });
    await expect.poll(() => textOf(audit)).toContain(`${agentName} · Turned on two-factor`);

    const allowed = [{ status: 401, path: apiPaths.me.href() }];
    expect(unexpectedErrors(admin.log, allowed)).toEqual([]);
    expect(unexpectedErrors(agent.log, allowed)).toEqual([]);
  });

  describe.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("at %s width", (_label, viewport) => {
    it("when an admin opens Team and Account, then axe finds nothing", async () => {
      const { context, page } = await open(viewport);
      expect((await context.request.post(apiPaths.login.href(), { data: staffUser() })).status()).toBe(200);
      await page.goto("/admin/bookings?tab=team");
      await page.getByRole("list", { name: "Audit log entries" }).waitFor();
      await page.getByRole("switch", { name: "Require two-factor for all staff" }).waitFor();
      await shot(page, `accounts-team-${viewport.width}`, true);
      await expectNoAxeFindings(page, `team @${viewport.width}`);

      await deskNav(page).getByRole("tab", { name: "Account" }).click();
      await page.getByRole("region", { name: "Password" }).waitFor();
      await shot(page, `accounts-account-${viewport.width}`, true);
      await expectNoAxeFindings(page, `account @${viewport.width}`);
    });
  });
});
