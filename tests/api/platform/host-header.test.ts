import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_URL_PLACEHOLDER } from "@shared/head";
import { CATALOGUE_RECORDS_TTL_MS } from "../../../server/web/catalogue-records";
import { staticWeb } from "../../../server/web/web";
import { buildTestApp, type TestApp } from "../../support/test-app";

/** A built site whose pages carry the base-URL placeholder where the real build puts it: attributes and JSON-LD. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-host-"));
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), "<html><head><title>x</title><!--head--></head><body><div id=root></div></body></html>");
  const jsonLd = JSON.stringify({ "@context": "https://schema.org", url: `${PUBLIC_URL_PLACEHOLDER}/faqs` }).replace(/</g, "\\u003c");
  fs.writeFileSync(
    path.join(dir, "pages", "faqs.html"),
    `<html><head><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/faqs" /></head><body><h1>FAQs</h1><script type="application/ld+json">${jsonLd}</script></body></html>`,
  );
  return dir;
}

const HOSTILE_HOSTS = [
  'evil.com"><script>alert(1)</script>',
  "evil.com'><img src=x onerror=alert(1)>",
  'evil.com</script><script>alert(1)</script>',
  "evil.com\\\"},{\"@type\":\"x",
  "evil.com/&lt;x&gt;",
  "evil.com$&$&",
];

/** Pieces of a hostile Host that would do harm if they reached a page, a sitemap or robots.txt. */
const DANGEROUS = ["alert", "onerror", "<img", "</script><script", '\\"}', "$&", "&lt;x", "evil.com"];

describe("answers built from the Host header, PUBLIC_URL unset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { web: staticWeb(fakeDist()), withStaff: false });
  });
  afterAll(() => t.close());

  it.each(HOSTILE_HOSTS)("when the Host is %j, then no page, sitemap or robots.txt carries it", async (host) => {
    for (const p of ["/faqs", "/about-us", "/no-such-page", "/sitemap.xml", "/robots.txt"]) {
      const res = await request(t.app).get(p).set("Host", host);
      expect(res.status, p).toBeLessThan(500);
      for (const bad of DANGEROUS) expect(res.text, `${p} ${bad}`).not.toContain(bad);
      if (p !== "/no-such-page") expect(res.text, p).toContain("http://localhost/");
    }
  });

  it("when the Host is a plain name and port, then links use it", async () => {
    const page = await request(t.app).get("/faqs").set("Host", "innerlight.test:8080");
    expect(page.text).toContain('href="http://innerlight.test:8080/faqs"');
    expect(page.text).toContain('"url":"http://innerlight.test:8080/faqs"');
    const sitemap = await request(t.app).get("/sitemap.xml").set("Host", "innerlight.test:8080");
    expect(sitemap.text).toContain("<loc>http://innerlight.test:8080/faqs</loc>");
    const robots = await request(t.app).get("/robots.txt").set("Host", "innerlight.test:8080");
    expect(robots.text).toContain("Sitemap: http://innerlight.test:8080/sitemap.xml");
  });

  it("then no shared cache may keep a page, the sitemap or robots.txt, and each varies by Host", async () => {
    for (const p of ["/faqs", "/about-us", "/no-such-page", "/sitemap.xml", "/robots.txt"]) {
      const res = await request(t.app).get(p).set("Host", "innerlight.test");
      expect(res.headers["cache-control"], p).toBe("private, no-cache");
      expect(res.headers["vary"], p).toMatch(/\bHost\b/i);
    }
  });

  it("when a request comes over HTTP with a forged X-Forwarded-Proto and no trusted proxy, then links stay http", async () => {
    const res = await request(t.app).get("/faqs").set("Host", "innerlight.test").set("X-Forwarded-Proto", 'javascript"><script>');
    expect(res.text).toContain('href="http://innerlight.test/faqs"');
    expect(res.text).not.toContain("<script>");
  });
});

describe("a proxy trusted to say the scheme", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { web: staticWeb(fakeDist()), withStaff: false, trustProxy: 1 });
  });
  afterAll(() => t.close());

  it("when it forwards a scheme other than http or https, then links use http, never that text", async () => {
    const odd = await request(t.app).get("/faqs").set("Host", "innerlight.test").set("X-Forwarded-Proto", 'javascript"><script>');
    expect(odd.text).toContain('href="http://innerlight.test/faqs"');
    expect(odd.text).not.toContain("javascript");
    const https = await request(t.app).get("/faqs").set("Host", "innerlight.test").set("X-Forwarded-Proto", "https");
    expect(https.text).toContain('href="https://innerlight.test/faqs"');
  });
});

describe("answers with PUBLIC_URL set", () => {
  let t: TestApp;
  const publicUrl = "https://innerlight.example";
  beforeAll(async () => {
    t = await buildTestApp("pglite", { web: staticWeb(fakeDist(), publicUrl), publicUrl, withStaff: false });
  });
  afterAll(() => t.close());

  it("then the Host header is ignored and the sitemap, robots.txt and pages keep their public caching", async () => {
    const page = await request(t.app).get("/faqs").set("Host", HOSTILE_HOSTS[0]);
    expect(page.text).toContain(`href="${publicUrl}/faqs"`);
    expect(page.text).not.toContain("evil.com");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const sitemap = await request(t.app).get("/sitemap.xml").set("Host", HOSTILE_HOSTS[0]);
    expect(sitemap.text).toContain(`<loc>${publicUrl}/faqs</loc>`);
    // A published programme is in the sitemap within 60 s (docs/decisions/programme-pages.md): the
    // records' look, then a cache's keeping, at most 60 s together.
    expect(sitemap.headers["cache-control"]).toBe("public, max-age=50");
    expect(CATALOGUE_RECORDS_TTL_MS / 1000 + 50).toBeLessThanOrEqual(60);
    expect((await request(t.app).get("/robots.txt")).headers["cache-control"]).toBe("public, max-age=3600");
  });
});
