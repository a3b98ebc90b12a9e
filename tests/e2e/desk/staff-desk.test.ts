import { deskLongTime } from "@shared/desk-clock";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { DESKTOP, PHONE, downloadedText, useBrowser, openPage } from "../../support/browser";
import { openView } from "../../support/pages/desk-views";
import {
  anonymousApi,
  chooseOption,
  clickOption,
  createEnquiry,
  deskCards,
  enquiry,
  expectToast,
  getBooking,
  searchDesk,
  shot,
  useStaffApi,
  staffUser,
  textOf,
  trackConsole,
  uniqueTag,
  unexpectedErrors,
  type ConsoleEntry,
  type StoredBooking,
} from "../../support/pages/journey";
import { apiPaths, ADMIN_PREFIX } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

const chrome = useBrowser();
const api = useStaffApi();

/** Signed out, GET /api/auth/me answers 401 by design: that is how the desk knows to ask. */
const SIGNED_OUT = { status: 401, path: apiPaths.me.href() };

const signInForm = (page: Page) => page.getByRole("region", { name: "Staff sign in" });
const desk = (page: Page) => page.getByRole("combobox", { name: "Filter by status" });
const cards = deskCards;
const card = (page: Page, b: StoredBooking) => page.getByRole("article", { name: `${b.firstName} ${b.lastName}`, exact: true });
const statusOf = (page: Page, b: StoredBooking) => page.getByRole("combobox", { name: `Status for ${b.firstName} ${b.lastName}` });

async function signInWithForm(page: Page, password: string): Promise<void> {
  const form = signInForm(page);
  await form.waitFor({ state: "visible" });
  await form.getByRole("textbox", { name: "Username" }).fill(staffUser().username);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** Signs the browser context in through the API (it shares the cookie jar) and opens the desk. */
async function openDeskSignedIn(context: BrowserContext, page: Page): Promise<void> {
  const res = await context.request.post(apiPaths.login.href(), { data: staffUser() });
  expect(res.status()).toBe(200);
  // All: a confirmed enquiry leaves Needs reply, where the desk opens while anything waits.
  await page.goto("/admin/bookings?view=all");
  await desk(page).waitFor({ state: "visible" });
}

/** The hue of the badge's text colour, to check "confirmed green" as a person would see it. */
async function badgeHue(badge: Locator): Promise<"green" | "red" | "yellow" | "other"> {
  const rgb = await badge.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 0.1) return "other";
  const h = max === r ? (60 * ((g - b) / d) + 360) % 360 : max === g ? 60 * ((b - r) / d) + 120 : 60 * ((r - g) / d) + 240;
  if (h < 15 || h >= 345) return "red";
  if (h >= 20 && h < 65) return "yellow";
  if (h >= 90 && h < 170) return "green";
  return "other";
}

/** The row shows the status once: its control, in the status colour (docs/site.md §4). */
const badgeOf = (page: Page, b: StoredBooking) => statusOf(page, b);

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("the staff desk on %s", (label, viewport) => {
  const width = viewport.width;
  let tag: string;
  let dated: StoredBooking;
  let flexible: StoredBooking;
  let context: BrowserContext;
  let page: Page;
  let log: ConsoleEntry[];

  beforeAll(async () => {
    tag = uniqueTag(`Desk${label}`);
    const api = await anonymousApi();
    dated = await createEnquiry(api, enquiry({ firstName: "Meera", lastName: `Iyer ${tag}`, email: `meera.${tag.toLowerCase()}@example.com` }));
    flexible = await createEnquiry(
      api,
      enquiry({
        firstName: "Arjun",
        lastName: `Nair ${tag}`,
        email: `arjun.${tag.toLowerCase()}@example.com`,
        tripType: "international",
        tripCategory: "Digital Nomad Journeys",
        groupSize: 1,
        preferredDates: null,
        budgetRange: null,
        travelExperience: null,
        specialRequests: null,
      }),
    );
    await api.dispose();
  });

  beforeEach(async () => {
    ({ context, page } = await openPage(chrome.browser, viewport));
    context.setDefaultTimeout(10_000);
    log = trackConsole(page);
  });

  afterEach(async () => {
    await context.close();
  });

  it("when staff sign in, then a wrong password is refused, the right one shows the enquiry's card, and a confirmed status survives a reload", async () => {
    await page.goto("/admin/bookings");
    await signInWithForm(page, "not-the-password");
    const alert = signInForm(page).getByRole("alert");
    await expect.poll(() => textOf(alert)).toBe("Wrong username or password.");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Booking Management");
    await shot(page, `desk-signin-${width}`);

    await signInWithForm(page, staffUser().password);
    await desk(page).waitFor({ state: "visible" });
    expect(await signInForm(page).count()).toBe(0);
    await shot(page, `desk-list-${width}`, true);
    // The desk opens on Needs reply while anything waits; the tests' enquiries are about to be confirmed.
    const views = page.getByRole("navigation", { name: "Enquiry views" });
    await expect.poll(() => views.locator("[aria-current='page']").textContent()).toMatch(/^Needs reply/);
    await openView(page, /^All/);
    await searchDesk(page, tag, 2);

    const c = card(page, dated);
    expect(await textOf(c.getByRole("heading", { level: 2 }))).toBe(`Meera Iyer ${tag}`);
    // The row is an inbox row; everything the visitor sent is the opened booking's first message.
    expect(await textOf(c)).toContain("New");
    await c.locator("[data-open-booking]").click();
    const opened = page.getByRole("region", { name: `Enquiry ${dated.reference}`, exact: true });
    const first = opened.getByRole("list", { name: "Messages, oldest first" }).locator(":scope > li").first();
    await first.waitFor({ state: "visible" });
    const text = `${await textOf(first)} ${await textOf(opened.locator("[data-property='contact']"))}`;
    expect(text).toContain("Retreat · Women's Signature Retreats");
    expect(text).toContain(dated.email);
    expect(text).toContain(dated.phone);
    expect(text).toContain("3 travelers");
    expect(text).toContain("March 14, 2027");
    // docs/site.md §4: the budget range with its hyphen replaced for display.
    expect(text).toContain("50000–100000");
    expect(text).toMatch(/some experience/i);
    expect(text).toContain("A ground-floor room, please.");
    expect(text).toContain(deskLongTime(new Date(dated.createdAt), "Asia/Kolkata"));
    await page.keyboard.press("Escape");
    await c.locator("[data-open-booking]").waitFor({ state: "visible" });
    expect(await textOf(badgeOf(page, dated))).toBe("Pending");
    expect(await badgeHue(badgeOf(page, dated))).toBe("yellow");

    await card(page, flexible).locator("[data-open-booking]").click();
    const flexibleFirst = page
      .getByRole("region", { name: `Enquiry ${flexible.reference}`, exact: true })
      .getByRole("list", { name: "Messages, oldest first" })
      .locator(":scope > li")
      .first();
    await flexibleFirst.waitFor({ state: "visible" });
    const f = await textOf(flexibleFirst);
    await page.keyboard.press("Escape");
    await card(page, flexible).locator("[data-open-booking]").waitFor({ state: "visible" });
    expect(f).toContain("International · Digital Nomad Journeys");
    expect(f).toContain("1 traveler");
    expect(f).toContain("Flexible");
    expect(f).not.toContain("Budget range");
    expect(f).not.toContain("Special requests");

    await chooseOption(page, statusOf(page, dated), "Confirmed");
    await expectToast(page, "Status Updated", `Booking status has been updated successfully. Booking ${dated.reference} (Meera Iyer ${tag}) is now Confirmed.`);
    await expect.poll(() => textOf(badgeOf(page, dated))).toBe("Confirmed");
    expect((await getBooking(api.staff, dated.id, tag))?.status).toBe("confirmed");
    await shot(page, `desk-confirmed-${width}`);

    await page.reload();
    await desk(page).waitFor({ state: "visible" });
    await searchDesk(page, tag, 2);
    expect(await textOf(badgeOf(page, dated))).toBe("Confirmed");
    expect(await badgeHue(badgeOf(page, dated))).toBe("green");
    expect(await textOf(statusOf(page, dated))).toBe("Confirmed");
    expect(await textOf(badgeOf(page, flexible))).toBe("Pending");
    await shot(page, `desk-card-${width}`);

    expect(unexpectedErrors(log, [SIGNED_OUT, { status: 401, path: apiPaths.login.href() }])).toEqual([]);
  });

  it("when the status change fails with 500, then 'Update Failed' shows and the status stays as it was", async () => {
    await openDeskSignedIn(context, page);
    await searchDesk(page, tag, 2);
    await page.route(`**${rawPath(apiPaths.bookingStatus.pattern, "*")}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal server error" }) }),
    );
    await clickOption(page, statusOf(page, flexible), "Cancelled");
    const t = await expectToast(page, "Update Failed", "Failed to update booking status. Please try again.");
    expect(await t.getAttribute("class")).toContain("destructive");
    await expect.poll(() => textOf(statusOf(page, flexible))).toBe("Pending");
    expect(await textOf(badgeOf(page, flexible))).toBe("Pending");
    expect((await getBooking(api.staff, flexible.id, tag))?.status).toBe("pending");
    await shot(page, `desk-update-failed-${width}`);
    expect(unexpectedErrors(log, [{ status: 500, path: `${apiPaths.bookings.pattern}/` }])).toEqual([]);
  });

  it("when the status filter and search are used, then the list narrows, and the CSV export downloads the shown enquiries", async () => {
    // Independent of the test above: one confirmed, one pending.
    expect((await api.staff.patch(apiPaths.bookingStatus.href(dated.id), { data: { status: "confirmed" } })).status()).toBe(200);
    await openDeskSignedIn(context, page);
    const filter = desk(page);
    await searchDesk(page, tag, 2);

    await clickOption(page, filter, /^Confirmed/);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await card(page, dated).count()).toBe(1);
    expect(await textOf(filter)).toMatch(/^Confirmed/);
    expect(new URL(page.url()).searchParams.get("status")).toBe("confirmed");

    await clickOption(page, filter, /^Pending/);
    await expect.poll(() => card(page, flexible).count()).toBe(1);
    expect(await cards(page).count()).toBe(1);

    await clickOption(page, filter, /^Cancelled/);
    await expect.poll(() => page.getByText("No matching bookings").count()).toBe(1);

    await clickOption(page, filter, /^All statuses/);
    await searchDesk(page, `Nair ${tag}`, 1);
    expect(await card(page, flexible).count()).toBe(1);
    await searchDesk(page, tag, 2);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await downloadedText(download);
    const rows = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(rows[0]).toMatch(/^id,status,createdAt/);
    expect(rows).toHaveLength(3);
    expect(csv).toContain(`${dated.id},confirmed,`);
    expect(csv).toContain(dated.email);
    expect(csv).toContain(`Iyer ${tag}`);
    expect(csv).toContain(flexible.email);
    expect(unexpectedErrors(log)).toEqual([]);
  });

  it("when the session has expired, then acting on the desk returns to the sign-in form; and signing out ends the session", async () => {
    await openDeskSignedIn(context, page);
    await searchDesk(page, tag, 2);

    await context.clearCookies();
    await clickOption(page, statusOf(page, flexible), "Cancelled");
    await signInForm(page).waitFor({ state: "visible" });
    expect(await desk(page).count()).toBe(0);
    expect((await getBooking(api.staff, flexible.id, tag))?.status).toBe("pending");
    await shot(page, `desk-expired-${width}`);

    await signInWithForm(page, staffUser().password);
    await desk(page).waitFor({ state: "visible" });
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    await page.getByRole("button", { name: "Sign out" }).click();
    await signInForm(page).waitFor({ state: "visible" });
    expect(await page.getByRole("button", { name: "Sign out" }).count()).toBe(0);
    await page.reload();
    await signInForm(page).waitFor({ state: "visible" });
    // The old cookie, replayed by hand, no longer opens anything: the session ended on the server.
    const replay = await anonymousApi();
    const res = await replay.get(apiPaths.bookings.href(), { headers: { Cookie: `${cookie.name}=${cookie.value}` } });
    expect(res.status()).toBe(401);
    await replay.dispose();

    // Whatever the desk was asking for when the session ended (a booking, its account, the desk's clock) is refused.
    expect(unexpectedErrors(log, [SIGNED_OUT, { status: 401, path: `${ADMIN_PREFIX}/` }])).toEqual([]);
  });
});
