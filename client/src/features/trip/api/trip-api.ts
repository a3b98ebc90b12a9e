import type { TripBody } from "@shared/money/account-types";
import { publicApiPaths } from "@shared/public-api-paths";
import { ApiError, apiRequest } from "@/lib/api-request";

export type AcceptResult = { ok: true; trip: TripBody } | { ok: false; message: string; trip?: TripBody };

/** The trip as it is now, or undefined when it can't be read (the page keeps what it shows). */
export async function fetchTrip(token: string): Promise<TripBody | undefined> {
  try {
    return (await (await apiRequest("GET", publicApiPaths.trip.href(token))).json()) as TripBody;
  } catch {
    return undefined;
  }
}

/**
 * Accepts the quote. A refusal (replaced, expired, already accepted, cancelled) comes back with
 * the server's words and the trip as it now is, so the page shows why.
 */
export async function acceptQuote(token: string, quoteId: number): Promise<AcceptResult> {
  try {
    const res = await apiRequest("POST", publicApiPaths.tripAccept.href(token), { quoteId });
    return { ok: true, trip: (await res.json()) as TripBody };
  } catch (err) {
    if (!(err instanceof ApiError)) return { ok: false, message: "We could not reach our server. Check your connection and press Accept quote again." };
    if (err.status === 429) return { ok: false, message: "Too many tries from your connection. Please wait a while and try again." };
    if (err.status === 404) return { ok: false, message: "This trip link no longer works. Please write to us for a new one." };
    const message = err.details?.message || "The quote could not be accepted. Please try again.";
    return { ok: false, message, trip: err.status === 409 ? await fetchTrip(token) : undefined };
  }
}
