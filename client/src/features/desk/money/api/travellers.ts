import { queryOptions } from "@tanstack/react-query";
import type { Insurance, TravellerRecord } from "@shared/travellers/traveller-fields";
import { apiPaths } from "@shared/api-paths";
import { apiRequest } from "@/lib/api-request";
import { bookingKeys } from "../../api/booking-keys";

export interface TravellersBody {
  travellers: TravellerRecord[];
  insurance: Insurance | null;
  dueBy: string;
}

export interface Revealed {
  n: number;
  documentNumber: string | null;
  medical: string | null;
}

/** Under the booking's key, so a booking action's refresh reads them again. */
const travellersKey = (id: number) => [...bookingKeys.booking(id), "travellers"] as const;

/** GET /api/admin/bookings/:id/travellers: each traveller's details, document numbers masked. */
export const travellersQueryOptions = (id: number) =>
  queryOptions({ queryKey: travellersKey(id), queryFn: async (): Promise<TravellersBody> => (await apiRequest("GET", apiPaths.bookingTravellers.href(id))).json() });

/** POST …/travellers/:n/reveal: one traveller's number and medical notes, written in the audit log. Never cached. */
export async function revealTraveller(id: number, n: number): Promise<Revealed> {
  return (await apiRequest("POST", apiPaths.travellerReveal.href(id, n))).json();
}
