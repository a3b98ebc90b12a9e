/** The desk's search box as SQL: an e-mail, a reference, a phone's digits or words the visitor wrote. */
import { eq, or, sql, type SQL } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { bookingPhoneDigits, bookingPhoneEnds, isWholeEmail, phoneSearchDigits, selectiveDigits, type PhoneMatch } from "./booking-search";

/** A booking's reference: eight of the characters shared/schema/bookings.ts draws them from. */
const REFERENCE = /^[2-9A-HJ-NP-Z]{8}$/;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A phone's digits as the start of a booking's phone read backwards: the number ends with them. */
function phoneEndsWith(digits: string): SQL {
  const start = `${[...digits].reverse().join("")}%`;
  return or(sql`${bookingPhoneEnds.typed} like ${start}`, sql`${bookingPhoneEnds.e164} like ${start}`)!;
}

/** A booking's phone, as typed or as E.164, ends with the digits or holds them anywhere. */
function phoneHolds(digits: string, match: PhoneMatch): SQL {
  return match === "end" ? phoneEndsWith(digits) : sql`${bookingPhoneDigits} like ${likePattern(digits)}`;
}

/**
 * What the visitor wrote (the enquiry, their e-mails, their name, e-mail and the reference, folded
 * by fold_text() into bookings.search_words) holds `q`, ignoring case and accents. When `q` has a
 * selective run of digits, the trigram index is asked for that run alone and the whole query is
 * checked on what it finds: the `|| ''` keeps PostgreSQL from asking the index for the whole query
 * too, which would read the long lists of its common letters.
 */
function textHolds(q: string): SQL {
  return or(...sharpSSpellings(q).map(spellingHolds))!;
}

function spellingHolds(q: string): SQL {
  const pattern = sql`fold_text(${likePattern(q)})`;
  const digits = selectiveDigits(q);
  if (!digits) return sql`${bookings.searchWords} like ${pattern}`;
  return sql`(${bookings.searchWords} like ${likePattern(digits)} and (${bookings.searchWords} || '') like ${pattern})`;
}

/**
 * A query with ß, or with "ss" that may stand for it ("Grusse" for "Grüße", as typed without a
 * German keyboard), in each spelling. fold_text() keeps ß as it is, so the query is spelt both
 * ways rather than the stored words rewritten; a query with neither is itself alone.
 */
function sharpSSpellings(q: string): string[] {
  const sharp = q.replace(/ẞ/g, "ß");
  return [...new Set([sharp, sharp.replace(/ß/g, "ss"), sharp.replace(/ss/gi, "ß")])];
}

export function searchFilter(raw: string | undefined, phoneMatch: PhoneMatch = "anywhere"): SQL | undefined {
  const q = raw?.trim();
  if (!q) return undefined;
  // A whole e-mail address is that person's: an equality on bookings_email_idx, not a substring.
  if (isWholeEmail(q)) return sql`lower(${bookings.email}) = lower(${q})`;
  // A reference is read out or copied with spaces and dashes ("ABCD-EFGH"); they are not part of it.
  const ref = q.replace(/[\s-]+/g, "");
  const phone = phoneSearchDigits(q);
  // A phone written with its punctuation ("+91 98430 12345") is looked for in the phones alone.
  // Digits alone may also be part of an e-mail address or name, unless they are the end of a phone.
  const inText = !phone || (/^\d+$/.test(q) && phoneMatch === "anywhere");
  return or(
    inText ? textHolds(q) : undefined,
    inText && ref && ref !== q ? textHolds(ref) : undefined,
    phone ? phoneHolds(phone, phoneMatch) : undefined,
    // A whole reference, however it was typed, is an equality on bookings_reference_idx.
    REFERENCE.test(ref.toUpperCase()) ? eq(bookings.reference, ref.toUpperCase()) : undefined,
  );
}
