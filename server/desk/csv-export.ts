import { CSV_FIELDS } from "@shared/booking-fields";
import { csvRow } from "@shared/csv";
import { deskIso } from "@shared/desk-clock";
import type { Booking } from "@shared/schema/bookings";
import type { ListedApart } from "@shared/api-types";
import type { ExportExtras } from "../storage";

/** The booking's columns (CSV_FIELDS), then who it is assigned to and how many notes it has. */
export const CSV_HEADER = [...CSV_FIELDS, "assignee", "notes"] as const;

/**
 * One booking as a CSV line: times as ISO 8601 in the desk's zone with its offset
 * (2026-11-25T17:10:00+05:30), every cell through csvCell (spreadsheet formulas defused).
 */
export function csvRecord(b: ListedBooking, extras: ExportExtras, timeZone: string): string {
  const cells = CSV_FIELDS.map((c) => {
    // The CSV carries none of the columns the list answers apart (their fields say csv: false).
    const v = b[c as Exclude<typeof c, ListedApart>];
    return v instanceof Date ? deskIso(v, timeZone) : v;
  });
  return csvRow([...cells, extras.assignee, extras.notes]);
}

/** A booking as the list reads it: the CSV's columns are all there. */
type ListedBooking = Omit<Booking, ListedApart>;

/** The export's lines, a page of bookings at a time so their extras come in one query per page. */
export async function* csvLines(
  rows: AsyncIterable<ListedBooking>,
  extrasOf: (ids: number[]) => Promise<Map<number, ExportExtras>>,
  timeZone: string,
  page = 500,
): AsyncGenerator<string> {
  let batch: ListedBooking[] = [];
  const flush = async function* () {
    const extras = await extrasOf(batch.map((b) => b.id));
    for (const b of batch) yield csvRecord(b, extras.get(b.id) ?? { assignee: null, notes: 0 }, timeZone);
    batch = [];
  };
  for await (const b of rows) {
    batch.push(b);
    if (batch.length >= page) yield* flush();
  }
  if (batch.length) yield* flush();
}
