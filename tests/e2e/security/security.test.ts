import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Request } from "playwright-core";
import { ROUTES } from "@shared/routes";
import { DESKTOP, baseURL, useBrowser, openPage } from "../../support/browser";
import {
  anonymousApi,
  createEnquiry,
  deskCards,
  enquiry,
  expectToast,
  fillAsPerson,
  listBookings,
  openCardDialog,
  searchDesk,
  shot,
  sleep,
  useStaffApi,
  staffUser,
  textOf,
  trackConsole,
  uniqueTag,
  unexpectedErrors,
  waitLikeAPerson,
  type StoredBooking,
} from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const api = useStaffApi();

async function signedInContext(): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(chrome.browser, DESKTOP);
  opened.context.setDefaultTimeout(10_000);
  const res = await opened.context.request.post(apiPaths.login.href(), { data: staffUser() });
  expect(res.status()).toBe(200);
  return opened;
}

/* ------------------------------------------------------------------ headers */

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

describe("security headers", () => {
  const paths = [...ROUTES.map((r) => r.path), "/no-such-page", apiPaths.health.href()];

  it.each(paths)("when %s is requested, then it carries the strict CSP, HSTS, nosniff, the referrer and permissions policies", async (path) => {
    const api = await anonymousApi();
    try {
      const res = await api.get(path);
      expect(res.status()).toBe(path === "/no-such-page" ? 404 : 200);
      const h = res.headers();

      const csp = parseCsp(h["content-security-policy"] ?? "");
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("script-src")).toContain("'self'");
      expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
      expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);

      const hsts = h["strict-transport-security"] ?? "";
      expect(Number(/max-age=(\d+)/i.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toMatch(/includeSubDomains/i);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toMatch(/\w+=\(/);
    } finally {
      await api.dispose();
    }
  });

  it("when a script is slipped into a page, then Chromium refuses to run it under the CSP", async () => {
    const { context, page } = await openPage(chrome.browser, DESKTOP);
    try {
      await page.goto("/");
      const outcome = await page.evaluate(async () => {
        const violations: string[] = [];
        document.addEventListener("securitypolicyviolation", (e) => violations.push(e.effectiveDirective));
        const s = document.createElement("script");
        s.textContent = "window.__injected = true;";
        document.body.appendChild(s);
        const img = document.createElement("img");
        img.setAttribute("src", "x");
        img.setAttribute("onerror", "window.__injected = true;");
        document.body.appendChild(img);
        // Each blocked attempt reports its violation: once both have, neither can run any more.
        await new Promise<void>((resolve) => {
          const settled = () => violations.includes("script-src-elem") && violations.includes("script-src-attr");
          const look = () => (settled() ? resolve() : requestAnimationFrame(look));
          look();
        });
        return { ran: (window as unknown as { __injected?: boolean }).__injected === true, violations };
      });
      expect(outcome.ran).toBe(false);
      expect(outcome.violations).toContain("script-src-elem");
    } finally {
      await context.close();
    }
  });
});

/* ---------------------------------------------------------------------- XSS */

const PAYLOADS = ["<img src=x onerror=alert(1)>", "<script>alert(1)</script>", '"><svg onload=alert(1)>'];

describe("stored cross-site scripting", () => {
  it("when enquiries carry HTML and script in every text field, then the desk shows them as literal text and nothing runs", async () => {
    const tag = uniqueTag("Xss");
    const api = await anonymousApi();
    const stored: StoredBooking[] = [];
    for (const [i, p] of PAYLOADS.entries()) {
      stored.push(
        await createEnquiry(
          api,
          enquiry({
            firstName: p,
            lastName: `${p} ${tag}`,
            email: `xss${i}.${tag.toLowerCase()}@example.com`,
            phone: p,
            country: p,
            state: p,
            education: p,
            occupation: p,
            designation: p,
            tripCategory: p,
            preferredDates: p,
            groupSize: 2,
            specialRequests: p,
            whyThisTrip: p,
            budgetRange: p,
            travelExperience: p,
          }),
        ),
      );
    }
    await api.dispose();
    // The e-mail address is the one text field with a format rule, so it cannot carry markup.
    expect(stored.map((b) => b.firstName)).toEqual(PAYLOADS);

    const { context, page, errors } = await signedInContext();
    const log = trackConsole(page);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      await page.goto("/admin/bookings");
      await searchDesk(page, tag, PAYLOADS.length);
      await sleep(500);
      await shot(page, "security-xss-1280", true);

      for (const p of PAYLOADS) {
        const name = `${p} ${p} ${tag}`;
        const c = page.getByRole("list", { name: "Bookings" }).getByRole("article", { name, exact: true });
        expect(await textOf(c.getByRole("heading", { level: 2 }))).toBe(name);
        // The card: name, trip category, phone, dates, special requests, each as literal text.
        expect(((await c.textContent()) ?? "").split(p).length - 1).toBeGreaterThanOrEqual(5);
        // The details panel: every other field too.
        await c.getByRole("button", { name, exact: true }).click();
        const panel = page.getByRole("region", { name: /^Enquiry [2-9A-HJKMNP-Z]{8}$/ }).filter({ hasText: name });
        await panel.waitFor();
        // The opened booking: its first message (everything the visitor sent) and the side column.
        await panel.getByRole("list", { name: "Messages, oldest first" }).waitFor();
        expect(((await page.locator("main").textContent()) ?? "").split(p).length - 1).toBeGreaterThanOrEqual(12);
      }
      const injected = await page.evaluate(() => ({
        handlers: document.querySelectorAll("[onerror], [onload]").length,
        images: document.querySelectorAll('img[src="x"]').length,
        inlineScripts: [...document.querySelectorAll("script")].filter((s) => !s.src && s.type !== "application/ld+json").length,
      }));
      expect(injected).toEqual({ handlers: 0, images: 0, inlineScripts: 0 });
      expect(dialogs).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/* --------------------------------------------------------------------- CSRF */

interface Seen {
  method: string;
  path: string;
  /** The status the server answered; undefined when the request never reached it. */
  status?: number;
  origin?: string;
  cookie: boolean;
}

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/</g, "&lt;");

/** The attacker's page: cross-origin fetches at the site while staff are signed in, then a form post. */
function attackPage(site: string, bookingId: number, victimName: string): string {
  const booking = JSON.stringify(
    enquiry({ firstName: victimName, lastName: "Forged", email: "forged@example.com", specialRequests: "planted" }),
  );
  const status = `${site}${apiPaths.bookingStatus.href(bookingId)}`;
  return `<!doctype html><html><head><title>Win a free retreat</title></head><body>
<h1>Congratulations!</h1>
<form id="book" method="POST" action="${site}${apiPaths.enquiries.href()}" enctype="text/plain">
  <input type="hidden" name="${attr(`${booking.slice(0, -1)},"x":"`)}" value="${attr('"}')}">
</form>
<script>
(async () => {
  const cancel = JSON.stringify({ status: "cancelled" });
  const tries = [
    () => fetch(${JSON.stringify(status)}, { method: "PATCH", credentials: "include", headers: { "Content-Type": "application/json" }, body: cancel }),
    () => fetch(${JSON.stringify(status)}, { method: "POST", mode: "no-cors", credentials: "include", headers: { "Content-Type": "text/plain" }, body: cancel }),
    () => fetch(${JSON.stringify(`${site}${apiPaths.enquiries.href()}`)}, { method: "POST", mode: "no-cors", credentials: "include", headers: { "Content-Type": "text/plain" }, body: ${JSON.stringify(booking)} }),
    () => fetch(${JSON.stringify(`${site}${apiPaths.logout.href()}`)}, { method: "POST", mode: "no-cors", credentials: "include" }),
  ];
  // Each is refused in the browser (preflight, or the site's Cross-Origin-Resource-Policy) after it was sent.
  for (const t of tries) { try { await t(); } catch (e) {} }
  document.title = "fetched";
})();
</script></body></html>`;
}

describe("cross-site request forgery", () => {
  let attacker: http.Server;
  let attackerPort: number;
  let target: StoredBooking;
  let pageHtml = "";

  beforeAll(async () => {
    target = await createEnquiry(api.staff, enquiry({ firstName: "Csrf", lastName: uniqueTag("Target") }));
    attacker = http.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(pageHtml);
    });
    await new Promise<void>((r) => attacker.listen(0, "127.0.0.1", r));
    attackerPort = (attacker.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((r) => attacker?.close(r));
  });

  /**
   * Opens the attacker's page in the staff member's browser context. The fetches' answers are
   * read from Chromium's network log (the page itself may not read them), the form post's from
   * the navigation.
   */
  async function attack(context: BrowserContext, attackerOrigin: string, victimName: string): Promise<{ fetches: Seen[]; form: Seen }> {
    const site = baseURL();
    pageHtml = attackPage(site, target.id, victimName);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const byId = new Map<string, Partial<Seen>>();
    const entry = (id: string) => byId.get(id) ?? (byId.set(id, {}), byId.get(id)!);
    const header = (h: Record<string, string>, name: string) =>
      Object.entries(h).find(([k]) => k.toLowerCase() === name)?.[1];
    cdp.on("Network.requestWillBeSent", (e) => {
      if (!e.request.url.startsWith(site)) return;
      Object.assign(entry(e.requestId), { method: e.request.method, path: new URL(e.request.url).pathname });
    });
    cdp.on("Network.requestWillBeSentExtraInfo", (e) => {
      const h = e.headers as Record<string, string>;
      Object.assign(entry(e.requestId), { origin: header(h, "origin"), cookie: header(h, "cookie") !== undefined });
    });
    cdp.on("Network.responseReceivedExtraInfo", (e) => {
      entry(e.requestId).status = e.statusCode;
    });
    await cdp.send("Network.enable");

    await page.goto(`${attackerOrigin}/`);
    await page.waitForFunction(() => document.title === "fetched", undefined, { timeout: 10_000 });
    await sleep(200);
    const fetches = [...byId.values()].filter((s): s is Seen => s.path !== undefined && s.method !== "OPTIONS");
    for (const s of fetches) s.cookie ??= false;

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${site}${apiPaths.enquiries.href()}` && r.request().method() === "POST"),
      page.evaluate(() => (document.getElementById("book") as HTMLFormElement).submit()),
    ]);
    const h = await response.request().allHeaders();
    const form = { method: "POST", path: apiPaths.enquiries.href(), status: response.status(), origin: h.origin, cookie: "cookie" in h };
    await page.close();
    return { fetches, form };
  }

  async function expectNothingChanged(context: BrowserContext, victimName: string, fetches: Seen[], form: Seen): Promise<void> {
    const statusPath = apiPaths.bookingStatus.href(target.id);
    expect(fetches.map((s) => `${s.method} ${s.path}`).sort()).toEqual(
      [`PATCH ${statusPath}`, `POST ${statusPath}`, `POST ${apiPaths.logout.href()}`, `POST ${apiPaths.enquiries.href()}`].sort(),
    );
    // The PATCH needs a CORS preflight, which the site never grants, so it never reaches the server.
    expect(fetches.find((s) => s.method === "PATCH")?.status).toBeUndefined();
    for (const s of [...fetches.filter((x) => x.method === "POST"), form]) expect(s).toMatchObject({ status: 403 });

    expect((await listBookings(api.staff, { q: target.lastName })).items[0]?.status).toBe("pending");
    expect((await listBookings(api.staff, { q: victimName })).items).toHaveLength(0);
    // Still signed in: the forged sign-out did nothing.
    expect((await context.request.get(apiPaths.me.href())).status()).toBe(200);
  }

  it("when a page on another site posts at the API while staff are signed in, then SameSite keeps the cookie off, the Origin rule answers 403 and nothing changes", async () => {
    const { context } = await signedInContext();
    try {
      const victimName = uniqueTag("Forged");
      const origin = `http://localhost:${attackerPort}`;
      const { fetches, form } = await attack(context, origin, victimName);
      for (const s of [...fetches.filter((x) => x.method === "POST"), form]) {
        expect(s).toMatchObject({ origin, cookie: false });
      }
      await expectNothingChanged(context, victimName, fetches, form);
    } finally {
      await context.close();
    }
  });

  it("when a same-site page on another port posts with the staff cookie, then the Origin rule alone answers 403 and nothing changes", async () => {
    const { context } = await signedInContext();
    try {
      const victimName = uniqueTag("Forged");
      const origin = `http://127.0.0.1:${attackerPort}`;
      const { fetches, form } = await attack(context, origin, victimName);
      // Ports do not separate sites, so the Lax cookie does travel here; only the Origin rule stands.
      for (const s of [...fetches.filter((x) => x.method === "POST"), form]) {
        expect(s).toMatchObject({ origin, cookie: true });
      }
      await expectNothingChanged(context, victimName, fetches, form);
    } finally {
      await context.close();
    }
  });
});

/* ----------------------------------------------------------------- bot trap */

describe("the bot trap", () => {
  it("when a person fills the enquiry form at a human pace, then it is stored and shows on the desk, while an instant one is kept apart as suspect", async () => {
    const { context, page, errors } = await openPage(chrome.browser, DESKTOP);
    const log = trackConsole(page);
    try {
      const tag = uniqueTag("Human");
      const sent: Request[] = [];
      page.on("request", (r) => r.method() === "POST" && r.url().endsWith(apiPaths.enquiries.href()) && sent.push(r));
      const { dialog, openedAt } = await openCardDialog(page, "/womens-retreats", "Book Women's Signature Retreats");
      await shot(page, "security-dialog-1280");
      await fillAsPerson(page, dialog, {
        firstName: "Lakshmi",
        lastName: `Menon ${tag}`,
        email: `lakshmi.${tag.toLowerCase()}@example.com`,
        phone: "+91 98400 55555",
        state: "Kerala",
        whyThisTrip: "A reset before a new job.",
      });
      await waitLikeAPerson(openedAt);
      await shot(page, "security-dialog-filled-1280");
      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
      await expectToast(page, "Booking Inquiry Submitted!", "We'll contact you within 24 hours to discuss your amazing journey.");
      // On a laptop too the dialog keeps the reference to quote.
      await expect.poll(async () => (await textOf(dialog.getByTestId("enquiry-reference"))).length).toBeGreaterThan(3);
      await shot(page, "security-confirmation-1280");
      expect(sent).toHaveLength(1);
      const body = sent[0].postDataJSON();
      expect(body.website).toBe("");
      expect(body.formFillMs).toBeGreaterThanOrEqual(3_000);

      // The same enquiry sent in an instant gets the same answer and is stored, marked suspect.
      const botTag = uniqueTag("Bot");
      const api = await anonymousApi();
      const bot = await api.post(apiPaths.enquiries.href(), {
        data: { ...enquiry({ lastName: `Bot ${botTag}` }), website: "", formFillMs: 400 },
      });
      expect(bot.status()).toBe(201);
      const botBody = await bot.json();
      expect(botBody).toMatchObject({ status: "pending", reference: expect.stringMatching(/^[2-9A-Z]{8}$/) });
      expect(botBody).not.toHaveProperty("suspect");
      expect(botBody.id).toBeGreaterThan(0);
      await api.dispose();

      const res = await context.request.post(apiPaths.login.href(), { data: staffUser() });
      expect(res.status()).toBe(200);
      await page.goto("/admin/bookings");
      await searchDesk(page, tag, 1);
      expect(await textOf(deskCards(page).first().getByRole("heading", { level: 2 }))).toBe(`Lakshmi Menon ${tag}`);
      const stored = await context.request.get(apiPaths.bookings.href(), { params: { view: "spam", q: botTag } });
      expect(((await stored.json()) as { id: number; suspect: string }[]).map((b) => [b.id, b.suspect])).toEqual([[botBody.id, "too-fast"]]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
