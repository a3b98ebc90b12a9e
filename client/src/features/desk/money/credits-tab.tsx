import { useQuery } from "@tanstack/react-query";
import { CREDIT_PERCENT, CREDIT_VALID_MONTHS, formatDay, formatRupees } from "@shared/money";
import { QueryView } from "../components/query-view";
import { TitledSection } from "../components/titled-section";
import { useDeskState } from "../shell/use-desk-state";
import { serializeDeskState } from "../shell/desk-state";
import { creditsQueryOptions } from "./api/credits";
import { nameAndReference } from "@/lib/format";

/** **Retreat credit**: every credit a cancellation left, what later quotes used and what is left, until when; expired ones say so. */
export function CreditsTab() {
  const credits = useQuery(creditsQueryOptions());
  const [state, setState] = useDeskState();
  return (
    <TitledSection title="Retreat credit" look="panel">
      <p className="text-base text-ink-muted">
        {CREDIT_PERCENT} % of what was paid, kept for {CREDIT_VALID_MONTHS} months from the cancellation, for a later quote of the same person or of family.
      </p>
      <QueryView query={credits} loading="Loading the credits" failed="We couldn't load the credits.">
        {(list) =>
          list.length === 0 ? (
            <p className="text-base text-ink-muted">No retreat credit yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full whitespace-nowrap border-collapse text-left text-base" data-credit-list>
                <caption className="sr-only">Retreat credits</caption>
                <thead>
                  <tr className="border-b border-ink/15">
                    <th scope="col" className="px-2 py-1.5 font-semibold">From</th>
                    <th scope="col" className="px-2 py-1.5 text-right font-semibold">Credit</th>
                    <th scope="col" className="px-2 py-1.5 text-right font-semibold">Used</th>
                    <th scope="col" className="px-2 py-1.5 text-right font-semibold">Left</th>
                    <th scope="col" className="px-2 py-1.5 font-semibold">Valid until</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((c) => (
                    <tr key={c.bookingId} className={c.expired ? "border-b border-ink/10 text-ink-muted" : "border-b border-ink/10"} data-credit={c.reference}>
                      <th scope="row" className="px-2 py-1.5 font-normal">
                        <a
                          href={serializeDeskState({ ...state, tab: "enquiries", id: c.bookingId }) || "?"}
                          onClick={(event) => {
                            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                            event.preventDefault();
                            setState({ tab: "enquiries", id: c.bookingId });
                          }}
                          className="font-semibold text-teal underline underline-offset-4"
                        >
                          {nameAndReference(c.name, c.reference)}
                        </a>
                      </th>
                      <td className="px-2 py-1.5 text-right tabular-nums">{formatRupees(c.amount)}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{formatRupees(c.used)}</td>
                      <td className="px-2 py-1.5 text-right font-semibold tabular-nums">{formatRupees(c.left)}</td>
                      <td className="px-2 py-1.5">{c.expired ? `Expired ${formatDay(c.validUntil)}` : formatDay(c.validUntil)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </TitledSection>
  );
}
