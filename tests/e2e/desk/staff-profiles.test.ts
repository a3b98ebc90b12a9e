import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser, openPage } from "../../support/browser";
import { anonymousApi, chooseOption, createEnquiry, enquiry, shot, staffUser, textOf, trackConsole, uniqueTag, unexpectedErrors, useStaffApi } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const api = useStaffApi();
const contexts: BrowserContext[] = [];
let visitor: APIRequestContext;

beforeAll(async () => {
  visitor = await anonymousApi();
});

afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

afterAll(async () => {
  // The shared staff account goes back to no name, as the other browser tests expect it.
  await api.staff?.patch(apiPaths.me.href(), { data: { name: "", email: "" } });
  await visitor?.dispose();
});

async function openDesk(viewport: typeof DESKTOP, query: string): Promise<{ page: Page; log: ReturnType<typeof trackConsole> }> {
  const { context, page } = await openPage(chrome.browser, viewport);
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const log = trackConsole(page);
  expect((await context.request.post(apiPaths.login.href(), { data: staffUser() })).status()).toBe(200);
  await page.goto(`/admin/bookings${query}`);
  await page.getByRole("tablist", { name: "Desk sections" }).waitFor({ state: "visible" });
  return { page, log };
}

describe("staff names and e-mail in the browser", () => {
  it("when an admin adds a colleague with a name and e-mail and assigns a booking to them, then the name shows on the assignment, the list row and the timeline", async () => {
    const tag = uniqueTag("rv").toLowerCase();
    const username = `ravi-${tag}`;
    const name = `Ravi Menon ${tag}`;
    const { page, log } = await openDesk(DESKTOP, "?tab=team");
    const staffPanel = page.getByRole("region", { name: "Staff" });
    await staffPanel.getByRole("list", { name: "Staff" }).waitFor();
    await staffPanel.getByRole("textbox", { name: "Username" }).fill(username);
    await staffPanel.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await staffPanel.getByRole("textbox", { name: "E-mail", exact: true }).fill(`ravi.${tag}@mailbox.example`);
    // The password holds the username: the message says whose.
    await staffPanel.getByRole("textbox", { name: "Temporary password" }).fill(`Welcome-${username}-2026`);
    await staffPanel.getByRole("button", { name: "Add colleague" }).click();
    await expect.poll(() => textOf(staffPanel)).toContain("Must not contain the username");
    await staffPanel.getByRole("textbox", { name: "Temporary password" }).fill(`temporary ${tag} passphrase`);
    await staffPanel.getByRole("button", { name: "Add colleague" }).click();
    const member = staffPanel.getByRole("listitem", { name: username });
    await member.waitFor();
    expect(await textOf(member)).toContain(name);
    // A new e-mail waits until the link sent to it is opened; until then alerts go to the desk's address.
    const users = (await (await api.staff.get(apiPaths.users.href())).json()) as { username: string; email: string | null; pendingEmail: string | null }[];
    expect(users.find((u) => u.username === username)).toMatchObject({ email: null, pendingEmail: `ravi.${tag}@mailbox.example` });

    // Editing the name in place.
    await member.getByText(`Edit name and e-mail of ${username}`).click();
    const form = member.getByRole("form", { name: `Name and e-mail of ${username}` });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} K`);
    await form.getByRole("button", { name: "Save name and e-mail" }).click();
    await expect.poll(() => textOf(member)).toContain("Saved.");
    await shot(page, "team-profiles-1280", true);

    const b = await createEnquiry(visitor, enquiry({ lastName: `Assigned ${tag}`, email: `${tag}@example.com` }));
    const booking = (await (await api.staff.get(apiPaths.booking.href(b.id))).json()) as { reference: string };
    await page.goto(`/admin/bookings?view=all&q=${tag}&id=${b.id}`);
    const details = page.getByRole("region", { name: `Enquiry ${booking.reference}`, exact: true });
    await details.waitFor({ state: "visible" });
    await chooseOption(page, details.getByRole("combobox", { name: "Assignee" }), `${name} K`);
    const timeline = details.getByRole("list", { name: "Notes and activity, oldest first" });
    await expect.poll(() => textOf(timeline)).toContain(`Assigned to ${name} K by ${staffUser().username}`);
    const row = page.getByRole("list", { name: "Bookings" }).getByRole("article").filter({ hasText: `Assigned ${tag}` });
    await expect.poll(() => textOf(row)).toContain(`${name} K`);
    await shot(page, "desk-assigned-name-1280");
    // The refused password, on purpose.
    expect(unexpectedErrors(log, [{ status: 400, path: apiPaths.users.href() }])).toEqual([]);
  });

  it("when a staff member sets their own name in Account, then their actions show it on the timeline", async () => {
    const tag = uniqueTag("me").toLowerCase();
    const { page, log } = await openDesk(DESKTOP, "?tab=account");
    const section = page.getByRole("region", { name: "Name and e-mail" });
    await section.getByRole("textbox", { name: "Name", exact: true }).fill(`Asha Rao ${tag}`);
    // The browser lets it through (no dot needed), the server's rule does not.
    await section.getByRole("textbox", { name: "E-mail", exact: true }).fill("asha@desk");
    await section.getByRole("button", { name: "Save name and e-mail" }).click();
    await expect.poll(() => textOf(section)).toContain("Enter an e-mail address like name@example.com");
    await section.getByRole("textbox", { name: "E-mail", exact: true }).fill(`asha.${tag}@mailbox.example`);
    await section.getByRole("button", { name: "Save name and e-mail" }).click();
    await expect.poll(() => textOf(section)).toContain("Saved.");
    await shot(page, "account-profile-1280", true);
    const me = (await (await api.staff.get(apiPaths.me.href())).json()) as { name: string; pendingEmail: string };
    expect(me).toMatchObject({ name: `Asha Rao ${tag}`, pendingEmail: `asha.${tag}@mailbox.example` });

    const b = await createEnquiry(visitor, enquiry({ lastName: `Mine ${tag}`, email: `${tag}@example.com` }));
    const booking = (await (await api.staff.get(apiPaths.booking.href(b.id))).json()) as { reference: string };
    await page.goto(`/admin/bookings?view=all&q=${tag}&id=${b.id}`);
    const details = page.getByRole("region", { name: `Enquiry ${booking.reference}`, exact: true });
    await details.getByRole("button", { name: "Assign to me" }).click();
    await expect.poll(() => textOf(details.getByRole("list", { name: "Notes and activity, oldest first" }))).toContain(`Assigned to Asha Rao ${tag} by Asha Rao ${tag}`);
    expect(unexpectedErrors(log, [{ status: 400, path: apiPaths.me.href() }])).toEqual([]);
  });

  it("on a 390 px phone, Team and Account fit the screen", async () => {
    for (const tab of ["team", "account"]) {
      const { page } = await openDesk(PHONE, `?tab=${tab}`);
      const form = page.getByRole("button", { name: "Save name and e-mail" }).or(page.getByRole("button", { name: "Add colleague" })).first();
      await form.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, `${tab}-profiles-390`, true);
    }
  });
});
