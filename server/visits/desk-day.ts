const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function deskDay(timeZone: string, at: Date = new Date()): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
