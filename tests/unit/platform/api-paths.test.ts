/* eslint-disable no-restricted-syntax -- the map's own test: it holds the builders to the literal paths they must make */
import { describe, expect, it } from "vitest";
import type { Express } from "express";
import { apiPaths } from "@shared/api-paths";
import { DEPARTURE_CARDS_PATH } from "@shared/departures/data-tag";
import { createApp } from "../../../server/app/app";
import { createLogger } from "../../../server/core/logger";
import type { Storage } from "../../../server/storage";
import type { BookingEvents } from "../../../server/events/booking-events";
import type { Visits } from "../../../server/visits/start-visits";
import { systemClock } from "../../../server/core/clock";

type Paths = typeof apiPaths;

/** Arguments to call each href builder with: a map entry without them fails to compile. */
const SAMPLES: { [K in keyof Paths]: Parameters<Paths[K]["href"]>[] } = {
  enquiries: [[]],
  visitEvents: [[]],
  health: [[]],
  trip: [["tok_en-1"], ["a/b?c&d"]],
  tripAccept: [["tok_en-1"], ["a/b?c&d"]],
  tripTravellers: [["tok_en-1"], ["a/b?c&d"]],
  tripTraveller: [["tok_en-1", 2], ["a/b?c&d", 1]],
  tripInsurance: [["tok_en-1"], ["a/b?c&d"]],
  bookingTravellers: [[42]],
  travellerReveal: [[42, 3]],
  departureManifest: [[7]],
  login: [[]],
  loginCode: [[]],
  logout: [[]],
  me: [[]],
  password: [[]],
  totpSetup: [[]],
  totpEnable: [[]],
  totpDisable: [[]],
  emailConfirmation: [["abc&def=ghi"]],
  users: [[]],
  user: [[7]],
  userTotp: [[7]],
  settings: [[]],
  audit: [[], [new URLSearchParams()], [new URLSearchParams({ by: "ann lee", action: "sign-in" })]],
  bookings: [[], [new URLSearchParams({ q: "a&b", limit: "50" })]],
  bookingSummary: [[], [""], ["Ann & Lee"]],
  bookingExport: [[], [new URLSearchParams({ view: "mine" })]],
  booking: [[42]],
  deskEvents: [[]],
  staff: [[]],
  deskClock: [[]],
  bookingStatus: [[42]],
  bookingHistory: [[42]],
  bookingActivities: [[42], [42, 3]],
  bookingDuplicateOf: [[42]],
  bookingPersonalData: [[42]],
  bookingNotSpam: [[42]],
  bookingReplies: [[42]],
  bookingAssignee: [[42]],
  bookingFollowUp: [[42]],
  bookingQuotes: [[42]],
  bookingAccount: [[42]],
  bookingPayments: [[42]],
  bookingPaymentVoid: [[42, 9]],
  bookingLateFee: [[42]],
  bookingDateChange: [[42]],
  bookingCancellation: [[42]],
  bookingRefundPaid: [[42]],
  bookingOffer: [[42]],
  credits: [[]],
  paymentsCsv: [["2026-01-01", "2026-01-31"]],
  replyTemplates: [[]],
  replyTemplate: [[5]],
  inbound: [[], [{ view: "unmatched", limit: 25 }], [{ view: "unmatched", limit: 25, cursor: "abc_-" }]],
  inboundAttach: [[5]],
  attachment: [[5]],
  insights: [[], [26]],
  funnel: [["2026-01-01", "2026-01-31"]],
  moneyInsights: [["2026-01-01", "2026-01-31"]],
  departures: [[], ["Just Me Time"], ["Soul & Identity Retreat"]],
  departureCards: [[]],
  adminDepartures: [[], [{ from: "2027-01-01", to: "2027-01-31", programme: "Mind, Body & Pride" }]],
  adminDeparture: [[7]],
  departureBookings: [[7]],
  departureInsights: [[]],
  programmes: [[], ["womens-retreats"]],
  adminProgrammes: [[], [{ catalogue: "womens-retreats", status: "draft" }]],
  adminProgramme: [[7]],
  programmeVersions: [[7]],
  programmeRestore: [[7]],
  programmePhotos: [[7]],
  programmePhoto: [[7, "0123456789abcdef"]],
};

/** The pattern as a matcher of a path: each `:name` is one non-empty segment, the rest literal. */
function matcherOf(pattern: string): RegExp {
  const source = pattern
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(":") ? "[^/?#]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string | string[];
}

/** Every route the app registers, as "METHOD path", through routers mounted within routers. */
function registeredRoutes(app: Express): string[] {
  const walk = (stack: Layer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) return Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${prefix}${layer.route!.path}`);
      if (!layer.handle.stack) return [];
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      return walk(layer.handle.stack, prefix + mount);
    });
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
}

describe("the map of API paths", () => {
  const entries = Object.entries(apiPaths) as [keyof Paths, Paths[keyof Paths]][];

  it("gives every endpoint its own pattern, under /api", () => {
    const patterns = entries.map(([, e]) => e.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const p of patterns) expect(p).toMatch(/^\/api\//);
  });

  it("builds hrefs that match their patterns, with a query string only after the path", () => {
    for (const [name, entry] of entries) {
      for (const args of SAMPLES[name]) {
        const href = (entry.href as (...a: unknown[]) => string)(...args);
        const [path, query] = href.split("?");
        expect(path, `${name}(${JSON.stringify(args)})`).toMatch(matcherOf(entry.pattern));
        if (query !== undefined) expect(query, name).toMatch(/^[^?#]+$/);
      }
    }
  });

  it("names the departures' card path as the catalogue's script calls it", () => {
    expect(apiPaths.departureCards.pattern).toBe(DEPARTURE_CARDS_PATH);
  });

  it("encodes what it puts in a path or a query string", () => {
    expect(apiPaths.trip.href("a/b?c&d")).toBe("/api/trip/a%2Fb%3Fc%26d");
    expect(apiPaths.emailConfirmation.href("a&b=c")).toBe("/api/auth/email-confirmation?token=a%26b%3Dc");
    expect(apiPaths.bookingSummary.href("Ann & Lee")).toBe("/api/admin/bookings/summary?q=Ann%20%26%20Lee");
    expect(apiPaths.bookingSummary.href("")).toBe("/api/admin/bookings/summary");
    expect(apiPaths.bookingActivities.href(4)).toBe("/api/admin/bookings/4/activities");
    expect(apiPaths.inbound.href({ view: "unmatched", limit: 50 })).toBe("/api/admin/inbound?view=unmatched&limit=50");
  });

  it("holds every route the server registers, and the server registers every pattern it holds", () => {
    const app = createApp({
      storage: {} as Storage,
      // With a MEDIA_DIR, as every server has one: the photo routes are mounted (nothing is read until a request).
      config: { env: "test", bookingRateLimit: 1, loginRateLimit: 1, trustProxy: undefined, publicUrl: undefined, passwordHashCost: 17, mediaDir: "unread-media" },
      clock: systemClock,
      sessionSecret: "test-secret-test-secret-test-secret-1234",
      logger: createLogger("silent"),
      ping: async () => true,
      events: {} as BookingEvents,
      visits: {} as Visits,
    });
    const routes = registeredRoutes(app);
    const apiRoutes = routes.filter((r) => r.split(" ")[1].startsWith("/api/"));
    const patterns = new Set<string>(entries.map(([, e]) => e.pattern));
    expect(apiRoutes.filter((r) => !patterns.has(r.split(" ")[1]))).toEqual([]);
    const registered = new Set(apiRoutes.map((r) => r.split(" ")[1]));
    expect([...patterns].filter((p) => !registered.has(p))).toEqual([]);
    // Whole paths everywhere: a router mounted on a prefix would register paths the map can't see.
    expect(routes.filter((r) => !r.split(" ")[1].startsWith("/"))).toEqual([]);
  });
});
