import type { SqlQuery } from "../db";
import { phoneE164 } from "@shared/phone-e164";

/** How far the backfill has read: the highest booking id whose phone has been looked at. */
const PROGRESS_KEY = "phone_e164_backfilled_to";

/**
 * Fills in `phone_e164` for bookings stored before it existed (or by a process of the previous
 * release during a rolling deploy), in batches by id. Runs after the migrations, under their lock,
 * so two processes starting together do it once; each batch is its own statement, and an
 * interrupted run resumes where it stopped. The progress kept in app_settings means a phone that
 * can't be read is read once, not at every start. Erased bookings have no phone to read.
 */
export async function backfillPhoneE164(query: SqlQuery, batch = 2_000): Promise<number> {
  // A database opened with an earlier release's migrations (the upgrade tests) has no such column yet.
  const { rows: column } = await query(
    "select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'bookings' and column_name = 'phone_e164'",
  );
  if (column.length === 0) return 0;
  const { rows: progress } = await query("select value from app_settings where key = $1", [PROGRESS_KEY]);
  let after = Number((progress[0] as { value: string } | undefined)?.value ?? 0);
  let filled = 0;
  for (;;) {
    const { rows } = await query(
      "select id, phone, country from bookings where id > $1 and phone_e164 is null and erased_at is null order by id limit $2",
      [after, batch],
    );
    const read = rows as { id: number; phone: string; country: string }[];
    if (read.length === 0) break;
    const ids: number[] = [];
    const numbers: string[] = [];
    for (const r of read) {
      const e164 = phoneE164(r.phone, r.country);
      if (e164) {
        ids.push(r.id);
        numbers.push(e164);
      }
    }
    after = read[read.length - 1].id;
    if (ids.length > 0) {
      await query(
        "update bookings b set phone_e164 = v.p from unnest($1::int[], $2::text[]) as v(id, p) where b.id = v.id and b.phone_e164 is null",
        [ids, numbers],
      );
      filled += ids.length;
    }
    await query(
      "insert into app_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
      [PROGRESS_KEY, String(after)],
    );
    if (read.length < batch) break;
  }
  return filled;
}
