import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatDay } from "@shared/money";
import { QueryView } from "../../components/query-view";
import { travellersQueryOptions } from "../api/travellers";
import { TravellerCard } from "./traveller-card";

/** **Traveller details** of an accepted booking in its side column: how many are complete, each traveller masked, the insurance. */
export function TravellersSection({ bookingId }: { bookingId: number }) {
  const headingId = useId();
  const query = useQuery(travellersQueryOptions(bookingId));
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-travellers>
      <h3 id={headingId} className="font-sans text-base font-semibold">
        Traveller details
      </h3>
      <QueryView query={query} loading="Loading the travellers" failed="We couldn't load the travellers." spinnerClassName="justify-start py-2">
        {(d) => {
          const complete = d.travellers.filter((t) => t.complete).length;
          return (
            <>
              <p className="text-sm">
                Details {complete} of {d.travellers.length}
                {complete < d.travellers.length && <span className="text-ink-muted">, due by {formatDay(d.dueBy)}</span>}
              </p>
              <ul className="grid gap-2">
                {d.travellers.map((t) => (
                  <TravellerCard key={t.n} bookingId={bookingId} t={t} />
                ))}
              </ul>
              <p className="text-sm">
                <span className="font-semibold">Insurance: </span>
                {d.insurance ? `${d.insurance.insurer}, policy ${d.insurance.policyNumber}` : "not given yet"}
              </p>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
