import type { TripBody } from "@shared/money/account-types";
import { publicApiPaths } from "@shared/public-api-paths";

export type AcceptResult = { ok: true; trip: TripBody } | { ok: false; message: string; trip?: TripBody };

const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" };

async function messageOf(res: Response, fallback: string): Promise<string> {
  try {
    const body: unknown = await res.json();
    const message = body && typeof body === "object" && "message" in body ? body.message : undefined;
    return typeof message === "string" && message ? message : fallback;
  } catch {
    return fallback;
  }
}

/** The trip as it is now, or undefined when it can't be read (the page keeps what it shows). */
export async function fetchTrip(token: string): Promise<TripBody | undefined> {
  try {
    const res = await fetch(publicApiPaths.trip.href(token), { headers: { Accept: "application/json" }, cache: "no-store" });
    return res.ok ? ((await res.json()) as TripBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Accepts the quote. A refusal (replaced, expired, already accepted, cancelled) comes back with
 * the server's words and the trip as it now is, so the page shows why.
 */
export async function acceptQuote(token: string, quoteId: number): Promise<AcceptResult> {
  let res: Response;
  try {
    res = await fetch(publicApiPaths.tripAccept.href(token), { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ quoteId }) });
  } catch {
    return { ok: false, message: "We could not reach our server. Check your connection and press Accept quote again." };
  }
  if (res.ok) return { ok: true, trip: (await res.json()) as TripBody };
  if (res.status === 429) return { ok: false, message: "Too many tries from your connection. Please wait a while and try again." };
  if (res.status === 404) return { ok: false, message: "This trip link no longer works. Please write to us for a new one." };
  const message = await messageOf(res, "The quote could not be accepted. Please try again.");
  return { ok: false, message, trip: res.status === 409 ? await fetchTrip(token) : undefined };
}
