import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { apiPaths } from "@shared/api-paths";

/** The booking with exactly this reference (spaces and dashes ignored, any case), through the list's search. */
export async function findByReference(reference: string): Promise<Jsonified<BookingListItem> | undefined> {
  const ref = reference.replace(/[\s-]+/g, "").toUpperCase();
  if (!ref) return undefined;
  const rows: Jsonified<BookingListItem>[] = await (await apiRequest("GET", apiPaths.bookings.href({ q: ref, limit: 20 }))).json();
  return rows.find((b) => b.reference === ref);
}
