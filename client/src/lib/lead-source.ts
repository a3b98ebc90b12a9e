/**
 * Where a visit came from, kept for the enquiry the visitor may send later. Only the visit's
 * first page counts (first touch wins), and it lives in sessionStorage: it ends with the tab and
 * never outlasts the visit.
 */
export const VISIT_SOURCE_KEY = "visitSource";
/** The server accepts at most this many characters per source field. */
export const SOURCE_MAX = 500;

export interface VisitSource {
  landingPath: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** A source field cut to what the server accepts; empty is null. */
export const bound = (value: string | null | undefined): string | null => (value ? value.slice(0, SOURCE_MAX) : null);

/** A referrer from this site is just a step inside the visit, not where it came from. */
function externalReferrer(referrer: string, origin: string): string | null {
  try {
    return referrer && new URL(referrer).origin !== origin ? referrer : null;
  } catch {
    return null;
  }
}

export function visitSourceOf(url: URL, referrer: string): VisitSource {
  const p = url.searchParams;
  return {
    // A trip page's path holds its booking's key (shared/trip-page.ts): only that it was one is kept.
    landingPath: url.pathname.startsWith("/trip/") ? "/trip" : (bound(url.pathname) ?? "/"),
    referrer: bound(externalReferrer(referrer, url.origin)),
    utmSource: bound(p.get("utm_source")),
    utmMedium: bound(p.get("utm_medium")),
    utmCampaign: bound(p.get("utm_campaign")),
  };
}

/** The tab's sessionStorage, or null where reading it is refused (some privacy settings throw). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called once per page load; keeps the first page's source and ignores the later ones. */
export function captureVisitSource(storage: Storage | null, href: string, referrer: string): void {
  if (!storage) return;
  try {
    if (storage.getItem(VISIT_SOURCE_KEY) !== null) return;
    storage.setItem(VISIT_SOURCE_KEY, JSON.stringify(visitSourceOf(new URL(href), referrer)));
  } catch {
    // Storage may be off (privacy settings); the enquiry is simply sent without its source.
  }
}

export function readVisitSource(storage: Storage | null): Partial<VisitSource> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(VISIT_SOURCE_KEY) ?? "null");
    return value && typeof value === "object" ? (value as Partial<VisitSource>) : {};
  } catch {
    return {};
  }
}
