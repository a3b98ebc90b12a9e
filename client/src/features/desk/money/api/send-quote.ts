import type { Quote } from "@shared/money";
import type { QuoteRequest } from "@shared/money/quote-requests";
import { moneyCall } from "./money-call";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/bookings/:id/quotes: replaces the open quote and e-mails the visitor the trip link. */
export const sendQuoteMutation = moneyCall<{ id: number; quote: QuoteRequest }, Quote>(
  (v) => apiPaths.bookingQuotes.href(v.id),
  (v) => v.quote,
);
