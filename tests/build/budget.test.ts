import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@shared/routes";
import { DIST, DYNAMIC_PAGES, readManifest, routeWeight } from "./route-weights";

// Budgets of the performance issue: what a phone on a slow network must fetch to show a page.
const JS_BUDGET = 90 * 1024;
const CSS_BUDGET = 25 * 1024;
// The same issue asks that no page be heavier than 73–81 KB of gzipped JS. Every page has been
// under 75 KB since cn() stopped shipping tailwind-merge's Tailwind 4 table (about 7 KB each);
// this ceiling keeps that saving from being spent again unnoticed, by a library every page
// imports or a screen grown heavy, long before the 90 KB budget would.
const JS_HEAVIEST = 81 * 1024;

// Each public route's gzipped JavaScript (bytes, as routeWeight counts it) at the start of the
// 2026-11-28 wave (departures on the cards, traveller details, the account after a change; release
// 7ec5bde, measured with this file's own count). A route may grow by at most 1 KB over its own
// figure: the issues' "JS per route within today's budget + 1 KB". The figures of the waves before
// are in docs/performance.md.
const BEFORE_THE_WAVE_BYTES: Record<string, number> = {
  "/": 73728, "/about-us": 67048, "/retreats": 72908, "/womens-retreats": 73539,
  "/queer-womens-retreats": 73986, "/queer-inclusive-retreats": 73833, "/career-upskilling-retreats": 72571, "/family-reconnection-retreats": 72459,
  "/international-trips": 72866, "/digital-nomad-journeys": 73469, "/slow-travel-cultural-immersion": 74573, "/skill-travel-expeditions": 75633,
  "/workcation-transformation": 74020, "/earn-while-travel": 76242, "/contact-us": 67835, "/faqs": 70332,
  "/terms-conditions": 69074, "/payment-policies": 67669, "/refund-policies": 68153,
};
const GROWTH_ALLOWED = 1024;

const SCREEN_FILES: Record<string, string> = {
  home: "home", about: "about", retreats: "catalogue:retreats", womens: "catalogue:womens-retreats", queerWomens: "catalogue:queer-womens-retreats",
  queerInclusive: "catalogue:queer-inclusive-retreats+closing", career: "catalogue:career-retreats", family: "catalogue:family-retreats",
  internationalTrips: "catalogue:international-trips", digitalNomad: "catalogue:digital-nomad", slowTravel: "catalogue:slow-travel",
  skillTravel: "catalogue:skill-expeditions", workcation: "catalogue:workcations", earnWhileTravel: "catalogue:earn-while-travel+closing",
  contact: "contact-us", faqs: "faqs", terms: "terms-conditions", paymentPolicies: "payment-policies", refundPolicies: "refund-policies",
};

describe("page weight of the production build", () => {
  const built = fs.existsSync(`${DIST}/.vite/manifest.json`);

  it("has a build to measure (npm test builds before this suite)", () => {
    expect(built).toBe(true);
  });

  const publicRoutes = ROUTES.filter((r) => r.public);
  it("names a screen file for every public route", () => {
    expect(publicRoutes.every((r) => SCREEN_FILES[r.screen])).toBe(true);
  });

  it.each(publicRoutes.map((r) => [r.path, SCREEN_FILES[r.screen]] as const))(
    "%s loads at most 90 KB of gzipped JS and 25 KB of CSS",
    (routePath, file) => {
      const w = routeWeight(readManifest(), file);
      console.log(`${routePath.padEnd(34)} JS ${(w.jsGzip / 1024).toFixed(1).padStart(5)} KB gzip   CSS ${(w.cssGzip / 1024).toFixed(1)} KB gzip`);
      expect(w.jsGzip).toBeLessThanOrEqual(JS_BUDGET);
      expect(w.cssGzip).toBeLessThanOrEqual(CSS_BUDGET);
    },
  );

  it("keeps every public page at most 81 KB of gzipped JS", () => {
    const manifest = readManifest();
    const heavier = publicRoutes
      .map((r) => ({ path: r.path, js: routeWeight(manifest, SCREEN_FILES[r.screen]).jsGzip }))
      .filter((r) => r.js > JS_HEAVIEST)
      .map((r) => `${r.path}: ${(r.js / 1024).toFixed(1)} KB`);
    expect(heavier).toEqual([]);
  });

  it("has a figure from before the wave for every public route", () => {
    expect(publicRoutes.map((r) => r.path).filter((p) => BEFORE_THE_WAVE_BYTES[p] === undefined)).toEqual([]);
  });

  it("keeps every public route within 1 KB of gzipped JS over its figure from before the wave", () => {
    const manifest = readManifest();
    const over = publicRoutes
      .map((r) => ({ path: r.path, js: routeWeight(manifest, SCREEN_FILES[r.screen]).jsGzip, limit: BEFORE_THE_WAVE_BYTES[r.path] + GROWTH_ALLOWED }))
      .filter((r) => r.js > r.limit)
      .map((r) => `${r.path}: ${r.js} bytes, limit ${r.limit} (${BEFORE_THE_WAVE_BYTES[r.path]} bytes + 1 KB)`);
    expect(over).toEqual([]);
  });

  // The trip page carries the whole stylesheet inline (scripts/prerender.mjs): its CSS is that file.
  it.each(Object.entries(DYNAMIC_PAGES))("%s loads at most 81 KB of gzipped JS and 25 KB of CSS", (pagePath, file) => {
    const w = routeWeight(readManifest(), file);
    console.log(`${pagePath.padEnd(34)} JS ${(w.jsGzip / 1024).toFixed(1).padStart(5)} KB gzip   CSS ${(w.cssGzip / 1024).toFixed(1)} KB gzip`);
    expect(w.jsGzip).toBeLessThanOrEqual(JS_HEAVIEST);
    expect(w.cssGzip).toBeLessThanOrEqual(CSS_BUDGET);
  });

  it("keeps the enquiry form, the staff desk and their libraries out of every public page", () => {
    const manifest = readManifest();
    for (const file of [...Object.values(SCREEN_FILES), ...Object.values(DYNAMIC_PAGES)]) {
      const w = routeWeight(manifest, file);
      expect(w.files.some((f) => /booking-dialog|admin-bookings|query-provider/.test(f)), file).toBe(false);
    }
  });
});
