import { useQuery } from "@tanstack/react-query";
import { formatRupees } from "@shared/money";
import { QueryView } from "../../components/query-view";
import { departureMonthsQueryOptions } from "../../api/departures";
import { yearMonthText } from "@shared/year-month-text";

/**
 * **Departures**: for each of the next 12 months (the desk's time zone), the departures starting in
 * it, their places, the places taken and how full they are, the bookings waiting for a place, and the
 * accepted quotes' total.
 */
export function DeparturesSection() {
  const months = useQuery(departureMonthsQueryOptions());
  return (
    <section aria-labelledby="departures-heading" className="grid gap-4" data-insights-departures>
      <h2 id="departures-heading" className="font-display text-2xl text-ink">
        Departures
      </h2>
      <p className="text-base text-ink-muted">The next 12 months by the month each departure starts; cancelled departures and cancelled bookings are left out.</p>
      <QueryView query={months} loading="Loading the departures" failed="We couldn't load the departures.">
        {(rows) => (
          <div className="overflow-x-auto rounded-card border border-ink/10 bg-white">
            <table className="w-full border-collapse text-left text-base">
              <caption className="sr-only">Departures by month</caption>
              <thead>
                <tr className="border-b border-ink/15">
                  <th scope="col" className="px-3 py-2 font-semibold">Month</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">Departures</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">Places</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">Taken</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">How full</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">Waiting</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">Accepted</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => (
                  <tr key={m.month} className={m.departures === 0 ? "border-b border-ink/10 text-ink-muted" : "border-b border-ink/10"} data-departure-month={m.month}>
                    <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal">{yearMonthText(m.month)}</th>
                    <td className="px-3 py-2 text-right tabular-nums">{m.departures}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{m.places}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{m.taken}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{m.places === 0 ? "–" : `${m.full} %`}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{m.waiting}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatRupees(m.accepted)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
