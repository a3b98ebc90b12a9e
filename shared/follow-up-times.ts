/**
 * Follow-up times in the desk's zone (DESK_TIMEZONE): the quick choices and the picker's day and
 * time, as instants. Pure, for the desk and its tests.
 */
import { addDays, deskDay, weekdayOf, zonedTime } from "./desk-clock";

/** The morning hour the quick choices come back at. */
export const FOLLOW_UP_MORNING = "09:00";

export interface QuickChoice {
  label: string;
  at: Date;
}

/**
 * The quick choices at `now`: tomorrow morning (09:00), in 3 days (09:00 three days on), and next
 * week (Monday 09:00 of the coming week), each in the desk's zone.
 */
export function quickFollowUps(now: Date, timeZone: string): QuickChoice[] {
  const today = deskDay(now, timeZone);
  // Days to the coming Monday: 7 from a Monday, 1 from a Sunday.
  const toMonday = 7 - ((weekdayOf(today) + 6) % 7);
  return [
    { label: "Tomorrow morning", at: zonedTime(addDays(today, 1), FOLLOW_UP_MORNING, timeZone) },
    { label: "In 3 days", at: zonedTime(addDays(today, 3), FOLLOW_UP_MORNING, timeZone) },
    { label: "Next week", at: zonedTime(addDays(today, toMonday), FOLLOW_UP_MORNING, timeZone) },
  ];
}
