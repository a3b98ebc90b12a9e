import { useCallback } from "react";
import { deskTime, zoneName } from "@shared/desk-clock";
import { formatFollowUp } from "@shared/follow-up-times";
import { useDeskZone } from "./use-desk-zone";

type Instant = string | number | Date;

/**
 * Every time the desk shows, in DESK_TIMEZONE with the zone named and a 24-hour clock
 * ("25 Nov 2026, 17:10 IST"), whatever zone the browser is in.
 */
export function useDeskTime(): (at: Instant) => string {
  const timeZone = useDeskZone();
  return useCallback((at: Instant) => deskTime(new Date(at), timeZone), [timeZone]);
}

/** A follow-up's time with its weekday, for choosing one: "Thu 26 Nov 2026, 09:00 IST". */
export function useFollowUpTime(): (at: Instant) => string {
  const timeZone = useDeskZone();
  return useCallback((at: Instant) => `${formatFollowUp(new Date(at), timeZone)} ${zoneName(new Date(at), timeZone)}`, [timeZone]);
}
