import { sql } from "drizzle-orm";
import { addDays, GRACE_DAYS, type Day } from "@shared/money";
import type { Db } from "../../db";
import { owedInstalmentsSql } from "./instalment-states-sql";

/** Money in Insights: `byMonth` from the first month to the last, and what is owed now. */
export interface MoneyInsights {
  byMonth: { month: string; booked: number; received: number }[];
  outstanding: number;
  overdue: number;
}

/** Every month from `from` to `to` (YYYY-MM), in order. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    if (month > to) return out;
    out.push(month);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
}

type Rows<T> = { rows: T[] };
/** Far enough back to hold every instalment the company ever scheduled. */
const BEGINNING: Day = "2000-01-01";

/** The company's takings: what was booked and received by month, what is owed and overdue now. */
export function moneyInsightsStorage(db: Db) {
  return {
    /**
     * Booked: accepted quotes' totals by the month of acceptance in DESK_TIMEZONE. Received:
     * payments not voided by the month received. Outstanding: the balances of confirmed bookings
     * (fees included, less what was paid). Overdue: what is unpaid on overdue instalments of
     * bookings not cancelled, by the same allocation as accountStatus.
     */
    async moneyInsights(from: string, to: string, today: Day, timeZone: string): Promise<MoneyInsights> {
      const start = `${from}-01`;
      const [ty, tm] = to.split("-").map(Number);
      const end = tm === 12 ? `${ty + 1}-01-01` : `${ty}-${String(tm + 1).padStart(2, "0")}-01`;
      const [booked, received, outstanding, overdue] = await Promise.all([
        db.execute(sql`select to_char(accepted_at at time zone ${timeZone}, 'YYYY-MM') as month, sum(total)::bigint as n from quotes
          where state = 'accepted' and accepted_at >= (${start}::timestamp at time zone ${timeZone}) and accepted_at < (${end}::timestamp at time zone ${timeZone})
          group by 1`) as unknown as Promise<Rows<{ month: string; n: string }>>,
        db.execute(sql`select to_char(received_on, 'YYYY-MM') as month, sum(amount)::bigint as n from payments
          where voided_at is null and received_on >= ${start}::date and received_on < ${end}::date
          group by 1`) as unknown as Promise<Rows<{ month: string; n: string }>>,
        db.execute(sql`select
            coalesce((select sum(i.amount) from instalments i join bookings b on b.id = i.booking_id where i.replaced_at is null and b.status = 'confirmed'), 0)
          - coalesce((select sum(p.amount) from payments p join bookings b on b.id = p.booking_id where p.voided_at is null and b.status = 'confirmed'), 0) as n`) as unknown as Promise<
          Rows<{ n: string }>
        >,
        db.execute(sql`select coalesce(sum(s.owed), 0)::bigint as n from ${owedInstalmentsSql(BEGINNING, addDays(today, -(GRACE_DAYS + 1)))} s
          join bookings b on b.id = s.booking_id
          where s.owed > 0 and b.status <> 'cancelled'`) as unknown as Promise<Rows<{ n: string }>>,
      ]);
      const bookedBy = new Map(booked.rows.map((r) => [r.month, Number(r.n)]));
      const receivedBy = new Map(received.rows.map((r) => [r.month, Number(r.n)]));
      return {
        byMonth: monthsBetween(from, to).map((month) => ({ month, booked: bookedBy.get(month) ?? 0, received: receivedBy.get(month) ?? 0 })),
        outstanding: Number(outstanding.rows[0]?.n ?? 0),
        overdue: Number(overdue.rows[0]?.n ?? 0),
      };
    },
  };
}
