import { useCallback } from "react";
import { deskDay, deskLongTime, deskTime, weekdayOf } from "@shared/desk-clock";
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

/** When an enquiry was sent, as docs/site.md §4 writes it: "November 28, 2026 at 7:22 PM IST", in DESK_TIMEZONE. */
export function useDeskLongTime(): (at: Instant) => string {
  const timeZone = useDeskZone();
  return useCallback((at: Instant) => deskLongTime(new Date(at), timeZone), [timeZone]);
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** A follow-up's time, the same format led by its weekday in the desk's zone: "Thu 26 Nov 2026, 09:00 IST". */
export function useFollowUpTime(): (at: Instant) => string {
  const timeZone = useDeskZone();
  return useCallback((at: Instant) => {
    const d = new Date(at);
    return `${WEEKDAYS[weekdayOf(deskDay(d, timeZone))]} ${deskTime(d, timeZone)}`;
  }, [timeZone]);
}
