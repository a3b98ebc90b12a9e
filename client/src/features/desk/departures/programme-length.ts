import { addDays, isDay, type Day } from "@shared/money";

/**
 * The nights of a programme from the length its card prints: "6 Days" is 5 nights (the cards say
 * "5 nights" beside it), so it ends five days after it starts. A range ("8-9 Days", "21-30 Days")
 * gives its shortest, which staff lengthen by hand; text without a number of days gives nothing.
 */
export function nightsOfDuration(duration: string | undefined): number | null {
  const days = /(\d+)(?:\s*[-–]\s*\d+)?\s*days?\b/i.exec(duration ?? "");
  if (!days) return null;
  const n = Number(days[1]);
  return n >= 1 ? n - 1 : null;
}

/** The end of a departure that starts on `start` and lasts `nights`; "" until the start is a whole date. */
export function endAfter(start: string, nights: number | null): Day | "" {
  if (nights === null || !isDay(start)) return "";
  return addDays(start, nights);
}

/** The price the programme sold at last: its latest departure's that was not cancelled. */
export function lastPrice(departures: readonly { startDate: string; status: string; pricePerPerson: number }[]): number | null {
  let latest: { startDate: string; pricePerPerson: number } | null = null;
  for (const d of departures) if (d.status !== "cancelled" && (latest === null || d.startDate > latest.startDate)) latest = d;
  return latest?.pricePerPerson ?? null;
}
