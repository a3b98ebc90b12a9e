import { useQuery } from "@tanstack/react-query";
import { todayIn, type Day } from "@shared/money";
import { deskClockQueryOptions } from "../api/desk-clock";
import { useDeskZone } from "./use-desk-zone";

/**
 * Today in DESK_TIMEZONE on the server's clock (the one the money routes judge by), else on the
 * browser's until the server has said: the live preview and the date limits use the same day.
 */
export function useDeskToday(): Day {
  const timeZone = useDeskZone();
  const serverNow = useQuery(deskClockQueryOptions()).data?.now;
  return todayIn(timeZone, serverNow ? new Date(serverNow) : new Date());
}
