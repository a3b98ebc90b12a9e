import { useQuery } from "@tanstack/react-query";
import { deskClockQueryOptions } from "../api/desk-clock";

/** Until the server says, its default DESK_TIMEZONE. */
const FALLBACK_ZONE = "Asia/Kolkata";

/** DESK_TIMEZONE: the desk's day (the funnel's periods) and the follow-up times are read in it. */
export function useDeskZone(): string {
  return useQuery(deskClockQueryOptions()).data?.timeZone ?? FALLBACK_ZONE;
}
