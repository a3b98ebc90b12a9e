import { filterParams, type BookingFilters } from "./booking-filters";

/** GET /api/admin/bookings/export.csv of the current filter: a link the browser downloads, not a query. */
export function bookingExportUrl(filters: BookingFilters): string {
  const params = filterParams(filters).toString();
  return `/api/admin/bookings/export.csv${params ? `?${params}` : ""}`;
}
