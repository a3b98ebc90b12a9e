import { getTableColumns } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";

const COLUMNS = Object.entries(getTableColumns(bookings));
const TIMESTAMPS = new Set(COLUMNS.filter(([, c]) => c.columnType === "PgTimestamp").map(([k]) => k));

/** `b.first_name as "firstName", ...`: a booking's columns under their TypeScript names, for raw SQL. */
export function bookingSelectList(alias: string): string {
  return COLUMNS.map(([key, c]) => `${alias}."${c.name}" as "${key}"`).join(", ");
}

function columnOf(key: string) {
  const c = getTableColumns(bookings)[key as keyof Booking];
  if (!c) throw new Error(`no bookings column for ${key}`);
  return c;
}

/** The column name of a booking field. */
export function bookingColumn(key: string): string {
  return columnOf(key).name;
}

/** The SQL type of a booking field's column, as a procedure parameter declares it. */
export function bookingColumnType(key: string): string {
  return columnOf(key).getSQLType();
}

/** A raw row selected with bookingSelectList, as Drizzle would return it (timestamps as Dates). */
export function toBooking(row: Record<string, unknown>): Booking {
  const out: Record<string, unknown> = {};
  for (const [key] of COLUMNS) {
    const v = row[key];
    out[key] = TIMESTAMPS.has(key) && v != null ? new Date(v as string | Date) : (v ?? null);
  }
  return out as Booking;
}
