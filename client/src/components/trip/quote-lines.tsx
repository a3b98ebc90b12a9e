import type { ReactNode } from "react";
import { formatDay, formatRupees, type Quote } from "@shared/money";
import { minus, travellersText } from "./trip-words";

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

/** The quote's lines as the visitor reads them: price × travellers, each discount, extras, credit, total. */
export function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink sm:gap-x-6">
        <dt className="font-semibold">Dates</dt>
        <dd>
          {formatDay(quote.startDate)} to {formatDay(quote.endDate)} ({quote.nights} {quote.nights === 1 ? "night" : "nights"})
        </dd>
        <dt className="font-semibold">Travellers</dt>
        <dd>{travellersText(quote.travellers)}</dd>
        <dt className="font-semibold">Valid until</dt>
        <dd>{formatDay(quote.validUntil)}</dd>
      </dl>
      <table className="mt-5 w-full border-collapse text-sm sm:text-base">
        <caption className="sr-only">Quote {quote.number}: how the total is made</caption>
        <tbody>
          <Line
            label={`${formatRupees(quote.pricePerPerson)} × ${travellersText(quote.travellers)}`}
            amount={formatRupees(quote.base)}
          />
          {quote.discounts.map((d) => (
            <Line key={d.label} label={`${d.label} (${d.percent} %)`} amount={minus(d.amount)} />
          ))}
          {quote.extras.map((e, i) => (
            <Line key={`${e.label}-${i}`} label={e.label} amount={formatRupees(e.amount)} />
          ))}
          {quote.credit > 0 && <Line label="Retreat credit" amount={minus(quote.credit)} />}
        </tbody>
        <tfoot>
          <Line label="Total" amount={formatRupees(quote.total)} strong />
        </tfoot>
      </table>
    </>
  );
}
