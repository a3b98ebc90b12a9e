import { useQuery } from "@tanstack/react-query";
import { deskClockQueryOptions } from "../api/desk-clock";

/** Until the server says, its default DESK_TIMEZONE. */
const FALLBACK_ZONE = "Asia/Kolkata";

/** DESK_TIMEZONE, in which follow-up times are chosen and shown. */
export function useDeskZone(): string {
  return useQuery(deskClockQueryOptions()).data?.timeZone ?? FALLBACK_ZONE;
}
