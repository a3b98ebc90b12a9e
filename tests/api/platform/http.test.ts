import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "@shared/routes";
import { staticWeb } from "../../../server/web/web";
import { buildBooking } from "../../support/factories";
import { buildTestApp, STAFF, type TestApp, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { apiPaths, ADMIN_PREFIX } from "@shared/api-paths";

/** A tiny built site: the template and one prerendered page, enough to test how pages are served. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-dist-"));
  fs.mkdirSync(path.join(dir, "public", "assets"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), `<html><head><title>x</title><!--head--></head><body><div id=root>${"<p>Retreats and journeys from Coimbatore.</p>".repeat(200)}</div></body></html>`);
  fs.writeFileSync(path.join(dir, "public", "assets", "app-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(dir, "public", "favicon.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
  fs.writeFileSync(path.join(dir, "pages", "faqs.html"), "<html><body><h1>FAQs prerendered</h1></body></html>");
  fs.writeFileSync(path.join(dir, "pages", "404.html"), "<html><body><h1>Page Not Found</h1></body></html>");
  return dir;
}

describe.each(DB_KINDS)("HTTP behaviour on %s", (kind) => {
  const t = useTestApp(kind, { web: staticWeb(fakeDist()) });

  it("when the database answers, then /api/health is 200 {status: ok}", async () => {
    const res = await request(t.app).get(apiPaths.health.href());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("then every response carries a request id, echoing a sane incoming one", async () => {
    const res = await request(t.app).get(apiPaths.health.href()).set("X-Request-Id", "lb-1234");
    expect(res.headers["x-request-id"]).toBe("lb-1234");
    const fresh = await request(t.app).get(apiPaths.health.href()).set("X-Request-Id", "bad id <script>");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(ROUTES.map((r) => r.path))("when %s is requested, then the page answers 200 HTML", async (p) => {
    const res = await request(t.app).get(p);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    // PUBLIC_URL is unset here: the page carries links made from the Host header.
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers["etag"]).toBeDefined();
  });

  it("then a prerendered page is served as built, and the head comes from the route table otherwise", async () => {
    expect((await request(t.app).get("/faqs")).text).toContain("FAQs prerendered");
    const about = await request(t.app).get("/about-us?x=1");
    expect(about.text).toContain("<title>About Us | Inner Light Journeys</title>");
    expect((await request(t.app).get("/admin/bookings")).text).toContain('content="noindex"');
  });

  it.each(["/nope", "/retreats/extra", "/index.html", "/admin", "/api-docs"])(
    "when the unknown path %s is requested, then 404 with the not-found page",
    async (p) => {
      const res = await request(t.app).get(p);
      expect(res.status).toBe(404);
      expect(res.text).toContain("Page Not Found");
    },
  );

  it("when an unknown /api path is requested, then 404 JSON", async () => {
    // eslint-disable-next-line no-restricted-syntax -- paths under /api that are no route: the unknown ones answer 404
    for (const p of ["/api/nope", ADMIN_PREFIX, "/api/bookings/1"]) {
      const res = await request(t.app).get(p);
      expect(res.status, p).toBe(p === ADMIN_PREFIX ? 401 : 404);
      expect(res.headers["content-type"]).toMatch(/json/);
    }
  });

  it("when an /api path is written in capitals or bare, then the API answers it, as Express matches paths, never the site", async () => {
    // eslint-disable-next-line no-restricted-syntax -- the API's prefix in other cases and alone
    for (const [p, status] of [["/API/health", 200], ["/Api/Admin/users", 401], ["/api", 404], ["/API", 404]] as const) {
      const res = await request(t.app).get(p);
      expect(res.status, p).toBe(status);
      expect(res.headers["content-type"], p).toMatch(/json/);
    }
    // A path that only begins like the API's is the site's.
    const page = await request(t.app).get("/apiary");
    expect(page.status).toBe(404);
    expect(page.text).toContain("Page Not Found");
  });

  it("then hashed assets are cached for a year and other files for a day", async () => {
    const asset = await request(t.app).get("/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await request(t.app).get("/favicon.svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400");
  });

  describe("cross-site requests", () => {
    it("when a state-changing request comes from another origin, then 403 and nothing is stored", async () => {
      const before = (await t.storage.bookings.bookingSummary()).total;
      const res = await request(t.app).post(apiPaths.enquiries.href()).set("Origin", "https://evil.example").send(buildBooking());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String) });
      const login = await request(t.app).post(apiPaths.login.href()).set("Origin", "null").send(STAFF);
      expect(login.status).toBe(403);
      expect((await t.storage.bookings.bookingSummary()).total).toBe(before);
    });

    it("when it comes from the site itself or without Origin, then it goes through", async () => {
      const same = await request(t.app)
        .post(apiPaths.enquiries.href())
        .set("Host", "shop.test")
        .set("Origin", "http://shop.test")
        .send(buildBooking());
      expect(same.status).toBe(201);
      expect((await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking())).status).toBe(201);
    });
  });

  it("when the database stops answering, then /api/health answers 503", async () => {
    const other = await buildTestApp(kind);
    await other.db.database.close();
    const res = await request(other.app).get(apiPaths.health.href());
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: expect.any(String) });
    await other.db.drop().catch(() => {});
  });
});

describe("search engine files and compression", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { web: staticWeb(fakeDist(), "https://innerlight.example"), publicUrl: "https://innerlight.example" });
  });
  afterAll(() => t.close());

  it("then sitemap.xml lists the 19 public routes with the public URL, and not the staff desk", async () => {
    const res = await request(t.app).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(19);
    expect(locs).toContain("https://innerlight.example/faqs");
    expect(locs.some((l) => l.includes("/admin"))).toBe(false);
  });

  it("then robots.txt disallows the staff desk and names the sitemap", async () => {
    const res = await request(t.app).get("/robots.txt");
    expect(res.text).toContain("Disallow: /admin");
    expect(res.text).toContain("Sitemap: https://innerlight.example/sitemap.xml");
  });

  it("then pages are compressed with brotli or gzip as the client accepts", async () => {
    const br = await request(t.app).get("/about-us").set("Accept-Encoding", "br");
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await request(t.app).get("/about-us").set("Accept-Encoding", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
  });

  it("then the head carries the canonical bare path and Open Graph tags with the public URL", async () => {
    const res = await request(t.app).get("/about-us?utm_source=x");
    expect(res.text).toContain('<link rel="canonical" href="https://innerlight.example/about-us" />');
    expect(res.text).toContain('<meta property="og:image" content="https://innerlight.example/og-image.png" />');
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});

describe("small answers", () => {
  it("when an answer is under 4 kB (an enquiry, a status change), then it is sent uncompressed", async () => {
    const t = await buildTestApp("pglite");
    try {
      const res = await request(t.app).post(apiPaths.enquiries.href()).set("Accept-Encoding", "br, gzip").send(buildBooking());
      expect(res.status).toBe(201);
      expect(res.headers["content-encoding"]).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
