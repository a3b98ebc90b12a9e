import type { VisitEventInput, VisitEventType } from "@shared/visit-event";
import { readVisitSource, sessionStore } from "./lead-source";
import { publicApiPaths } from "@shared/public-api-paths";

/**
 * Sends one event with navigator.sendBeacon: a string goes as text/plain, which needs no preflight,
 * and the browser delivers it even when the page is closing. It carries the page and the visit's
 * first-touch referrer and campaign (lead-source.ts), no identifier; where the browser has no beacon
 * or refuses it, nothing is sent and nothing breaks. Absent fields are left out by JSON.stringify.
 */
export function sendVisitEvent(type: VisitEventType, path: string, programme?: string): void {
  const { referrer, utmSource, utmMedium, utmCampaign } = readVisitSource(sessionStore());
  const body: VisitEventInput = { type, path, programme, referrer, utmSource, utmMedium, utmCampaign };
  try {
    navigator.sendBeacon?.(publicApiPaths.visitEvents.href(), JSON.stringify(body));
  } catch {
    // A refused beacon costs one count, never the page.
  }
}

/**
 * One page view for the page once it has loaded (never before the load event), then one for each
 * page the visitor moves to inside the site (wouter's pushState, and back and forward).
 */
export default function trackPageviews(): void {
  let last = "";
  const send = () => {
    if (location.pathname === last) return;
    last = location.pathname;
    sendVisitEvent("pageview", last);
  };
  const start = () => {
    // The not-found page (noindex) is no page of the site: nothing to count.
    if (document.querySelector("meta[content=noindex]")) return;
    send();
    addEventListener("pushState", send);
    addEventListener("popstate", send);
  };
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
