import { digitsOf } from "@shared/phone-digits";
import { bookingPhoneDigitsSql, bookingPhoneEndsSql } from "@shared/schema/search-sql";
import { bookings } from "@shared/schema/bookings";

/** A booking's phone digits as typed and its E.164 form, the expression of bookings_phone_search_idx. */
export const bookingPhoneDigits = bookingPhoneDigitsSql(bookings);

/** A booking's phone backwards, as typed and as E.164, the expressions of bookings_phone_end_idx and bookings_phone_e164_end_idx. */
export const bookingPhoneEnds = bookingPhoneEndsSql(bookings);

/**
 * Digits enough to be a whole number (the shortest national numbers have seven) or its last part:
 * such a search is matched at the end of each booking's number first.
 */
export const WHOLE_NUMBER_DIGITS = 7;

/** How a phone search matches: at the end of each booking's number, or anywhere in it. */
export type PhoneMatch = "end" | "anywhere";

/** The digits of a search matched at the end of each booking's number first, or undefined. */
export function phoneEndDigits(q: string | undefined): string | undefined {
  const digits = q === undefined ? undefined : phoneSearchDigits(q.trim());
  return digits && digits.length >= WHOLE_NUMBER_DIGITS ? digits : undefined;
}

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
  const digits = digitsOf(q).replace(/^0+/, "");
  return digits.length >= 3 ? digits : undefined;
}

/** A whole e-mail address ("priya@example.com"), as against a part of one ("priya@", "example.com"). */
export function isWholeEmail(q: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(q);
}

/**
 * The part of a text search the trigram index is asked for: the longest run of three digits or more
 * when the query also holds letters ("Guest54320", "priya1987@", a reference), else undefined (the
 * whole query). Letters repeat across bookings far more than digit runs do (every address has
 * "com", most names share "an" or "ya"), and the index reads each of a query's trigram lists whole,
 * so the digits' short lists find the few candidates; the whole query is then checked on those.
 */
export function selectiveDigits(q: string): string | undefined {
  if (/^[\d\s]*$/.test(q)) return undefined;
  let longest = "";
  for (const run of q.match(/\d{3,}/g) ?? []) if (run.length > longest.length) longest = run;
  return longest || undefined;
}
