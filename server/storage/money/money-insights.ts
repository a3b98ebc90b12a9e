import { sql } from "drizzle-orm";
import type { Day } from "@shared/money";
import { owedDays } from "@shared/schema/money";
import type { Db } from "../../db";
import { moneyByMonthSql } from "./money-days";
import { inDueWindowSql } from "./due-window-sql";

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

/** The company's takings: what was booked and received by month, what is owed and overdue now. */
export function moneyInsightsStorage(db: Db) {
  return {
    /**
     * Booked: accepted quotes' totals by the month of acceptance in DESK_TIMEZONE. Received:
     * payments not voided by the month received. Both are read from money_days, a day's sums kept
     * by triggers (migration 0017). Outstanding: what the current instalments of bookings not
     * cancelled still owe, fees included; overdue: the part of it on instalments past their grace.
     * Both are sums over instalment_owed (kept with each money change by the same allocation as
     * accountStatus), read from its sums by due day (owed_days, migration 0020).
     */
    async moneyInsights(from: string, to: string, today: Day): Promise<MoneyInsights> {
      const start = `${from}-01`;
      const [ty, tm] = to.split("-").map(Number);
      const end = tm === 12 ? `${ty + 1}-01-01` : `${ty}-${String(tm + 1).padStart(2, "0")}-01`;
      const [byMonth, owed] = await Promise.all([
        db.execute(moneyByMonthSql(start, end)) as unknown as Promise<Rows<{ month: string; booked: string; received: string }>>,
        db.execute(sql`select coalesce(sum(owed), 0)::bigint as outstanding,
            coalesce(sum(owed) filter (where ${inDueWindowSql(owedDays.day, today, "overdue")}), 0)::bigint as overdue
          from ${owedDays}`) as unknown as Promise<Rows<{ outstanding: string; overdue: string }>>,
      ]);
      const months = new Map(byMonth.rows.map((r) => [r.month, r]));
      return {
        byMonth: monthsBetween(from, to).map((month) => ({
          month,
          booked: Number(months.get(month)?.booked ?? 0),
          received: Number(months.get(month)?.received ?? 0),
        })),
        outstanding: Number(owed.rows[0]?.outstanding ?? 0),
        overdue: Number(owed.rows[0]?.overdue ?? 0),
      };
    },
  };
}
