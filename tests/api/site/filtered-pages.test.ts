import { retreatsConfig, RETREAT_PROGRAMME_TEXTS } from "../../support/seeded-catalogues";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_URL_PLACEHOLDER } from "@shared/head";
import { applyCatalogue } from "../../support/catalogue";
import * as ssr from "@/entry-server";
import { staticWeb } from "../../../server/web/web";
import { buildTestApp, type TestApp } from "../../support/test-app";

/** A built site whose /retreats page carries the app marks, rendered by the real SSR entry. */
async function distWithRetreats(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-dist-"));
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), "<html><head><!--head--></head><body><div id=root><!--app--></div></body></html>");
  const markup = await ssr.renderPage("/retreats", "", undefined, ssr.seedCards);
  fs.writeFileSync(
    path.join(dir, "pages", "retreats.html"),
    `<html><head><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/retreats" /></head><body><div id="root"><!--app-->${markup}<!--/app--></div></body></html>`,
  );
  return dir;
}

const cardTitles = (html: string) =>
  [...html.matchAll(/<article\b[^>]*>[\s\S]*?<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").trim(),
  );
const expected = (q: string, category = "") =>
  applyCatalogue(retreatsConfig, { q, duration: "", category }, RETREAT_PROGRAMME_TEXTS).map((c) => retreatsConfig.toCard(c).title);

describe("catalogue pages for URLs with filters", () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await distWithRetreats();
    t = await buildTestApp("pglite", { web: staticWeb(dist, "https://innerlight.example", async () => ssr) });
  });
  afterAll(() => t.close());

  it("when /retreats?q=sapphic is asked for, then only the matching cards are in the HTML, with the bare canonical link", async () => {
    const res = await request(t.app).get("/retreats?q=sapphic&utm_source=mail");
    expect(res.status).toBe(200);
    expect(cardTitles(res.text)).toEqual(expected("sapphic"));
    expect(cardTitles(res.text).length).toBeLessThan(retreatsConfig.items.length);
    expect(res.text).toContain('<link rel="canonical" href="https://innerlight.example/retreats" />');
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("when /retreats?q=yoga is asked for, then the families whose programmes hold yoga are in the HTML", async () => {
    const res = await request(t.app).get("/retreats?q=yoga");
    expect(cardTitles(res.text)).toEqual(expected("yoga"));
    expect(cardTitles(res.text)).toContain("We Women Retreat");
  });

  it("when the search is typed with other accents, hyphens and spaces, then the server finds the same cards", async () => {
    const res = await request(t.app).get(`/retreats?q=${encodeURIComponent("YOGÁ")}`);
    expect(cardTitles(res.text)).toEqual(expected("yoga"));
  });

  it("then a repeat with the ETag is answered 304, and HEAD answers without a body", async () => {
    const first = await request(t.app).get("/retreats?category=family");
    expect(cardTitles(first.text)).toEqual(expected("", "family"));
    const again = await request(t.app).get("/retreats?category=family").set("If-None-Match", first.headers.etag);
    expect(again.status).toBe(304);
    const head = await request(t.app).head("/retreats?category=family");
    expect(head.status).toBe(200);
    expect(head.text ?? "").toBe("");
  });

  it("when the query filters nothing the catalogue knows, then the prerendered page is served as built", async () => {
    const res = await request(t.app).get("/retreats?utm_source=mail&category=nope");
    expect(cardTitles(res.text)).toHaveLength(retreatsConfig.items.length);
  });

  it("when the search text is hostile markup, then it is escaped and matches nothing", async () => {
    const res = await request(t.app).get(`/retreats?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("<script>alert(1)</script>");
    expect(res.text).toContain("&quot;&gt;&lt;script&gt;");
    expect(cardTitles(res.text)).toEqual([]);
  });
});
