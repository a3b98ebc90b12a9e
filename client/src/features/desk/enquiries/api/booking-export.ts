import { filterParams, type BookingFilters } from "../../api/booking-filters";
import { apiPaths } from "@shared/api-paths";

/** GET /api/admin/bookings/export.csv of the current filter: a link the browser downloads, not a query. */
export function bookingExportUrl(filters: BookingFilters): string {
  return apiPaths.bookingExport.href(filterParams(filters));
}
