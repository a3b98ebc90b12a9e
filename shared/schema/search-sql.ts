import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * What the desk's search reads, as one expression per trigram index (migration 0007): the names,
 * e-mail, category and reference in one text; the phone's digits as typed and its E.164 form in
 * another. A query written with these same expressions is answered from the GIN indexes.
 */
export function bookingSearchTextSql(t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; tripCategory: AnyPgColumn; reference: AnyPgColumn }) {
  return sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.tripCategory} || ' ' || ${t.reference})`;
}

export function bookingPhoneDigitsSql(t: { phone: AnyPgColumn; phoneE164: AnyPgColumn }) {
  return sql`(regexp_replace(${t.phone}, '[^0-9]', '', 'g') || ' ' || coalesce(${t.phoneE164}, ''))`;
}

/**
 * A booking's phone read backwards, as typed (digits only) and as E.164: a whole number, or its last
 * digits, is then a prefix of one of them, found in a btree index (text_pattern_ops) instead of the
 * trigram index, whose lists for common digit runs are long.
 */
export function bookingPhoneEndsSql(t: { phone: AnyPgColumn; phoneE164: AnyPgColumn }) {
  return { typed: sql`reverse(regexp_replace(${t.phone}, '[^0-9]', '', 'g'))`, e164: sql`reverse(${t.phoneE164})` };
}
