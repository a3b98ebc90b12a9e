/**
 * Every JSON answer goes through this: a booking's folded search words (its whole enquiry and the
 * visitor's e-mails, up to 40,000 characters) stay in the database, whichever route answers a booking.
 */
export function hideSearchWords(key: string, value: unknown): unknown {
  return key === "searchWords" ? undefined : value;
}
