import { eq, inArray, sql } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/mail";
import { travellerReminders } from "@shared/schema/travellers";
import { addDays, type Day } from "@shared/money";
import { INSURANCE_REMINDER_DAYS, TRAVELLER_REMINDER, type TravellerReminderKind } from "@shared/travellers/traveller-reminders";
import { detailsDueBy } from "@shared/travellers/traveller-rules";
import type { Db } from "../../db";
import { sealedTripLink } from "../money/trip-links";
import { completeCountSql, currentStartSql } from "./trip-sql";

interface Due {
  id: number;
  reference: string;
  email: string;
  kind: TravellerReminderKind;
}

/** What a traveller reminder says, read when it is sent. */
export interface TravellerReminderContent {
  kind: TravellerReminderKind;
  booking: { id: number; reference: string; firstName: string };
  startDate: Day;
  dueBy: Day;
  travellers: number;
  complete: number;
  insured: boolean;
  sealedLink: string | null;
}

interface TripState {
  id: number;
  reference: string;
  first_name: string;
  email: string;
  travellers: number;
  start_date: string;
  complete: number;
  insured: boolean;
  deposit_paid_on: string | null;
}

/**
 * One booking per row, accepted, not cancelled, not erased and not yet started, with its trip's
 * start now, its complete travellers, whether it is insured, and the day its deposit (the first
 * instalment of the schedule) was paid in full: the day payments, in order, first covered it.
 */
const tripStates = (where: ReturnType<typeof sql>) => sql`
  select b.id, b.reference, b.first_name, b.email, q.travellers, ${currentStartSql}::text as start_date,
    ${completeCountSql} as complete,
    exists (select 1 from booking_insurance i where i.booking_id = b.id) as insured,
    (select min(p.received_on)::text from (
        select received_on, sum(amount) over (order by received_on, id) as run
        from payments where booking_id = b.id and voided_at is null) p
      where p.run >= (select d.amount from instalments d where d.booking_id = b.id and d.kind = 'schedule' and d.replaced_at is null order by d.due_date, d.id limit 1)
    ) as deposit_paid_on
  from bookings b
  join quotes q on q.booking_id = b.id and q.state = 'accepted'
  where b.status <> 'cancelled' and b.erased_at is null
    and not exists (select 1 from cancellations c where c.booking_id = b.id)
    and ${where}`;

/** Which reminder is due for a trip today, if any: the latest of its kinds whose day has come. */
function dueKinds(s: TripState, today: Day): TravellerReminderKind[] {
  if (today >= s.start_date) return [];
  const kinds: TravellerReminderKind[] = [];
  if (s.complete < s.travellers) {
    if (today >= addDays(s.start_date, -14)) kinds.push("details-14");
    else if (today >= addDays(s.start_date, -30)) kinds.push("details-30");
  }
  if (!s.insured && s.deposit_paid_on && today >= addDays(s.deposit_paid_on, INSURANCE_REMINDER_DAYS)) kinds.push("insurance");
  return kinds;
}

export function travellerReminderStorage(db: Db) {
  return {
    /**
     * Queues each traveller reminder due today that was never sent: `details-30` from 30 days
     * before the start (until the 14-day one takes over), `details-14` from 14 days before, while
     * a traveller's details are incomplete; `insurance` from 10 days after the deposit is paid
     * while no insurance is given. Never once the trip has started, nor for a cancelled or erased
     * booking. The reminder's row and its e-mail are written together, only by the transaction
     * whose insert made the row: with any number of processes ticking, each goes once.
     */
    async queueTravellerReminders(today: Day, domain: string): Promise<number> {
      return db.transaction(async (tx) => {
        // Only trips starting within 30 days, or not insured with something paid, can have one due.
        const res = (await tx.execute(
          tripStates(sql`${currentStartSql} > ${today}::date
            and (${currentStartSql} <= ${addDays(today, 30)}::date
              or (not exists (select 1 from booking_insurance i where i.booking_id = b.id)
                and exists (select 1 from payments p where p.booking_id = b.id and p.voided_at is null)))`),
        )) as unknown as { rows: TripState[] };
        if (res.rows.length === 0) return 0;
        const sent = await tx
          .select({ bookingId: travellerReminders.bookingId, kind: travellerReminders.kind })
          .from(travellerReminders)
          .where(inArray(travellerReminders.bookingId, res.rows.map((r) => r.id)));
        const already = new Set(sent.map((r) => `${r.bookingId}-${r.kind}`));
        const due: Due[] = res.rows.flatMap((s) => dueKinds(s, today).map((kind) => ({ id: s.id, reference: s.reference, email: s.email, kind }))).filter((d) => !already.has(`${d.id}-${d.kind}`));
        if (due.length === 0) return 0;
        const inserted = await tx
          .insert(travellerReminders)
          .values(due.map((d) => ({ bookingId: d.id, kind: d.kind })))
          .onConflictDoNothing()
          .returning({ bookingId: travellerReminders.bookingId, kind: travellerReminders.kind });
        const byKey = new Map(due.map((d) => [`${d.id}-${d.kind}`, d]));
        for (const row of inserted) {
          const d = byKey.get(`${row.bookingId}-${row.kind}`)!;
          await tx
            .insert(mailOutbox)
            .values({ bookingId: d.id, kind: TRAVELLER_REMINDER, toAddress: d.email.toLowerCase(), messageId: `<booking-${d.id}-${TRAVELLER_REMINDER}-${d.kind}.${d.reference}@${domain}>`, data: { reminder: d.kind } })
            .onConflictDoNothing({ target: mailOutbox.messageId });
        }
        return inserted.length;
      });
    },

    /** Undefined when there is nothing to ask any more: cancelled, erased, started, or given meanwhile. */
    async travellerReminderContent(outboxId: number, today: Day): Promise<TravellerReminderContent | undefined> {
      const [row] = await db.select({ bookingId: mailOutbox.bookingId, data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      const kind = (row?.data as { reminder?: TravellerReminderKind } | null)?.reminder;
      if (!row || row.bookingId === null || !kind) return undefined;
      const res = (await db.execute(tripStates(sql`b.id = ${row.bookingId}`))) as unknown as { rows: TripState[] };
      const s = res.rows[0];
      if (!s || today >= s.start_date) return undefined;
      if (kind === "insurance" ? s.insured : s.complete >= s.travellers) return undefined;
      return {
        kind,
        booking: { id: s.id, reference: s.reference, firstName: s.first_name },
        startDate: s.start_date,
        dueBy: detailsDueBy(s.start_date),
        travellers: s.travellers,
        complete: s.complete,
        insured: s.insured,
        sealedLink: await sealedTripLink(db, s.id),
      };
    },
  };
}
