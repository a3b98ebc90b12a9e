import { bookingPhoneDigitsSql, bookingSearchTextSql, bookings } from "@shared/schema";

/** The searched text of a booking, the expression of bookings_search_idx. */
export const bookingSearchText = bookingSearchTextSql(bookings);

/** A booking's phone digits as typed and its E.164 form, the expression of bookings_phone_search_idx. */
export const bookingPhoneDigits = bookingPhoneDigitsSql(bookings);

/** A query that looks like a phone number: digits with spaces, +, dashes, dots, slashes or brackets. */
const PHONE_LIKE = /^[\d\s+().\-/]+$/;

/**
 * The digits a phone search looks for, or undefined when the query is not a phone. Leading zeros
 * go (a national prefix "0", an international "00"), so "098430 12345", "+91 98430 12345" and
 * "0091 98430 12345" all find the booking whose phone reads +919843012345, however it was typed.
 * Fewer than three digits make no trigram: no phone search.
 */
export function phoneSearchDigits(q: string): string | undefined {
  if (!PHONE_LIKE.test(q)) return undefined;
  const digits = q.replace(/\D+/g, "").replace(/^0+/, "");
  return digits.length >= 3 ? digits : undefined;
}

/** A whole e-mail address ("priya@example.com"), as against a part of one ("priya@", "example.com"). */
export function isWholeEmail(q: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(q);
}
