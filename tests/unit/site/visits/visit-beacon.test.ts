import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import trackPageviews, { sendVisitEvent } from "@/lib/visit-beacon";
import { visitEventSchema } from "@shared/visit-event";
import { VISIT_SOURCE_KEY } from "@/lib/lead-source";
import { apiPaths } from "@shared/api-paths";

let listeners: Map<string, (() => void)[]>;
let sent: { url: string; body: Record<string, unknown> }[];
const fire = (type: string) => {
  const fns = listeners.get(type) ?? [];
  if (type === "load") listeners.delete("load");
  fns.forEach((fn) => fn());
};

beforeEach(() => {
  listeners = new Map();
  sent = [];
  vi.stubGlobal("addEventListener", (type: string, fn: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]));
  vi.stubGlobal("location", { pathname: "/retreats" });
  vi.stubGlobal("document", { readyState: "interactive", querySelector: () => null });
  vi.stubGlobal("window", { sessionStorage: new Map() });
  vi.stubGlobal("navigator", {
    sendBeacon: (url: string, data: string) => {
      sent.push({ url, body: JSON.parse(data) });
      return true;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the visit beacon", () => {
  it("sends nothing before the load event and exactly one page view after it", () => {
    trackPageviews();
    expect(sent).toEqual([]);
    fire("load");
    fire("load");
    expect(sent).toEqual([{ url: apiPaths.visitEvents.href(), body: { type: "pageview", path: "/retreats" } }]);
  });

  it("sends one page view per page the visitor moves to, and none for a change of query string", () => {
    vi.stubGlobal("document", { readyState: "complete", querySelector: () => null });
    const loc = { pathname: "/" };
    vi.stubGlobal("location", loc);
    trackPageviews();
    loc.pathname = "/faqs";
    fire("pushState");
    fire("pushState");
    fire("replaceState");
    loc.pathname = "/";
    fire("popstate");
    expect(sent.map((s) => s.body.path)).toEqual(["/", "/faqs", "/"]);
  });

  it("counts nothing on the not-found page", () => {
    vi.stubGlobal("document", { readyState: "complete", querySelector: (q: string) => (q.includes("noindex") ? {} : null) });
    trackPageviews();
    fire("pushState");
    expect(sent).toEqual([]);
  });

  it("carries the visit's first-touch referrer and campaign, in a body the endpoint accepts", () => {
    const visit = { landingPath: "/", referrer: "https://www.google.com/", utmSource: "news", utmMedium: null, utmCampaign: "spring" };
    vi.stubGlobal("window", { sessionStorage: { getItem: (k: string) => (k === VISIT_SOURCE_KEY ? JSON.stringify(visit) : null) } });
    sendVisitEvent("enquiry-open", "/womens-retreats", "Hills");
    expect(sent[0].body).toEqual({
      type: "enquiry-open",
      path: "/womens-retreats",
      programme: "Hills",
      referrer: "https://www.google.com/",
      utmSource: "news",
      utmMedium: null,
      utmCampaign: "spring",
    });
    expect(visitEventSchema.parse(sent[0].body)).toMatchObject({ utmMedium: null, utmCampaign: "spring" });
  });

  it("does nothing, and throws nothing, where the browser has no beacon or refuses it", () => {
    vi.stubGlobal("navigator", {});
    expect(() => sendVisitEvent("pageview", "/")).not.toThrow();
    vi.stubGlobal("navigator", {
      sendBeacon: () => {
        throw new TypeError("blocked");
      },
    });
    expect(() => sendVisitEvent("pageview", "/")).not.toThrow();
  });
});
