import { todayIn, type Day } from "@shared/money";
import type { Clock } from "../core/clock";

/** Today in DESK_TIMEZONE, on the desk's clock (tests move it). */
export function deskToday(desk: { timeZone: string; clock: Clock }): Day {
  return todayIn(desk.timeZone, desk.clock.now());
}
