import type { ReactNode } from "react";
import { nightsText, tripDatesText } from "@shared/departures";
import { formatDay, formatRupees, type AccountLine, type Quote } from "@shared/money";
import type { TripBody } from "@shared/money/account-types";
import { travellersText } from "../trip-words";

function Line({ label, amount, strong }: { label: ReactNode; amount: string; strong?: boolean }) {
  const cell = strong ? "py-3 text-base font-semibold text-ink" : "py-2 text-ink";
  return (
    <tr className={strong ? "border-t-2 border-ink/20" : "border-t border-sand-dark"}>
      <th scope="row" className={`pr-4 text-left font-normal ${cell}`}>
        {label}
      </th>
      <td className={`whitespace-nowrap text-right tabular-nums ${cell}`}>{amount}</td>
    </tr>
  );
}

/**
 * The quote as the account stands: the trip's dates now (after a date change, the new ones), then
 * the quote's lines and each fee as a line of its own, then **Total to pay**, the sum of the lines.
 */
export function QuoteLines({ quote, trip }: { quote: Quote; trip: Pick<TripBody, "dates" | "lines" | "totalToPay"> }) {
  const dates = trip.dates ?? { startDate: quote.startDate, endDate: quote.endDate, nights: quote.nights };
  const lines: AccountLine[] = trip.lines;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink sm:gap-x-6" data-trip-dates>
        <dt className="font-semibold">Dates</dt>
        <dd>
          {tripDatesText(dates.startDate, dates.endDate)} ({nightsText(dates.nights)})
        </dd>
        <dt className="font-semibold">Travellers</dt>
        <dd>{travellersText(quote.travellers)}</dd>
        {quote.state === "open" && (
          <>
            <dt className="font-semibold">Valid until</dt>
            <dd>{formatDay(quote.validUntil)}</dd>
          </>
        )}
      </dl>
      <table className="mt-5 w-full border-collapse text-sm sm:text-base" data-trip-lines>
        <caption className="sr-only">Quote {quote.number}: how the total to pay is made</caption>
        <tbody>
          {lines.map((l, i) => (
            <Line key={`${l.label}-${i}`} label={l.label} amount={formatRupees(l.amount)} />
          ))}
        </tbody>
        <tfoot>
          <Line label="Total to pay" amount={formatRupees(trip.totalToPay)} strong />
        </tfoot>
      </table>
    </>
  );
}
