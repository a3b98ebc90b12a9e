const LOCALES = ["en-IN", "en-US", "en-GB"];
const formats = new Map<string, { when: Intl.DateTimeFormat; zones: Intl.DateTimeFormat[] }>();

function formatsFor(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = {
      when: new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
      zones: LOCALES.map((l) => new Intl.DateTimeFormat(l, { timeZone, timeZoneName: "short" })),
    };
    formats.set(timeZone, f);
  }
  return f;
}

/** The zone's short name at `at`: its abbreviation where a locale knows one (IST, EST, CET), else its offset (GMT+9). */
function zoneName(zones: Intl.DateTimeFormat[], at: Date): string {
  const names = zones.map((z) => z.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "");
  return names.find((n) => n && !/^GMT[+-]/.test(n)) ?? names[0];
}

/** A time as staff read it outside the browser: "25 Nov 2026, 09:00 IST", in `timeZone` and naming it. */
export function formatDeskTime(at: Date, timeZone: string): string {
  const f = formatsFor(timeZone);
  return `${f.when.format(at)} ${zoneName(f.zones, at)}`;
}

/** The hour and minute (0–23, 0–59) `at` reads in `timeZone`. */
export function deskClock(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return { hour: n("hour"), minute: n("minute") };
}
