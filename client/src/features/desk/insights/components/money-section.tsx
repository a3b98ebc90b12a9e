import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { formatRupees, isDay, type Day } from "@shared/money";
import { yearMonthText } from "@shared/year-month-text";
import { QueryView } from "../../components/query-view";
import { DayField } from "../../components/day-field";
import { useDeskToday } from "../../components/use-desk-today";
import { moneyInsightsQueryOptions } from "../api/money-insights";
import { lastMonths } from "../money-months";
import { ChartFigure } from "./chart-figure";
import { MonthlyMoneyChart, OwedChart } from "./money-charts";
import { apiPaths } from "@shared/api-paths";

/** A year of months, as the accountant reads a year. */
const MONTHS_SHOWN = 12;

/**
 * **Money**: rupees booked (accepted quotes) and received (payments) by month in DESK_TIMEZONE,
 * what is outstanding and overdue now, each chart with its table; and the payments CSV of a period.
 */
export function MoneySection() {
  const today = useDeskToday();
  const period = lastMonths(today, MONTHS_SHOWN);
  const money = useQuery(moneyInsightsQueryOptions(period.from, period.to));
  return (
    <section aria-labelledby="money-heading" className="grid gap-4" data-insights-money>
      <h2 id="money-heading" className="font-display text-2xl text-ink">
        Money
      </h2>
      <p className="text-base text-ink-muted">
        {yearMonthText(period.from)} to {yearMonthText(period.to)}, months in the desk&apos;s time zone. Booked: quotes accepted in the month; received: payments received in it, voided ones left out.
      </p>
      <QueryView query={money} loading="Loading the money" failed="We couldn't load the money.">
        {(data) => (
          <div className="grid gap-4 xl:grid-cols-2">
            <ChartFigure
              title="Booked and received by month"
              chart={<MonthlyMoneyChart rows={data.byMonth} />}
              height={288}
              columns={["Month", "Booked", "Received"]}
              rows={data.byMonth.map((m) => [yearMonthText(m.month), formatRupees(m.booked), formatRupees(m.received)])}
            />
            <ChartFigure
              title="Owed now"
              chart={<OwedChart outstanding={data.outstanding} overdue={data.overdue} />}
              height={112}
              columns={["Figure", "Rupees"]}
              rows={[
                ["Outstanding", formatRupees(data.outstanding)],
                ["Overdue", formatRupees(data.overdue)],
              ]}
            />
          </div>
        )}
      </QueryView>
      {/* Keyed by the day: once the server's clock answers, the period starts from its today. */}
      <PaymentsCsv key={today} today={today} firstDay={period.firstDay} />
    </section>
  );
}

/** The payments CSV for the accountant, for any period of days. */
function PaymentsCsv({ today, firstDay }: { today: Day; firstDay: Day }) {
  const ids = { from: useId(), to: useId() };
  const [from, setFrom] = useState(firstDay);
  const [to, setTo] = useState(today);
  const valid = isDay(from) && isDay(to) && from <= to;
  return (
    <div className="grid gap-3 rounded-card border border-ink/10 bg-white p-4" data-payments-csv>
      <h3 className="font-sans text-lg font-semibold">Payments for the accountant</h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <DayField id={ids.from} label="From" value={from} to={today} onValue={setFrom} />
        <DayField id={ids.to} label="To" value={to} onValue={setTo} error={valid || !to ? undefined : "Must be a day on or after From"} />
      </div>
      {valid ? (
        <a
          href={apiPaths.paymentsCsv.href(from, to)}
          download
          className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-full border border-teal px-4 font-semibold text-teal hover:bg-teal-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download payments CSV
        </a>
      ) : (
        <p className="text-base text-ink-muted">Choose the first and last day to download.</p>
      )}
    </div>
  );
}
