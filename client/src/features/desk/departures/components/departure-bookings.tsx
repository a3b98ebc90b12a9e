import { useQuery } from "@tanstack/react-query";
import type { DepartureBooking } from "@shared/departures";
import { deskTime } from "@shared/desk-clock";
import { useDeskZone } from "../../components/use-desk-zone";
import { QueryView } from "../../components/query-view";
import { useDeskState } from "../../shell/use-desk-state";
import { serializeDeskState } from "../../shell/desk-state";
import { departureBookingsQueryOptions } from "../../api/departures";
import { ManifestLink } from "./manifest-link";
import { nameAndReference } from "@/lib/format";
import { OfferButtons } from "../../components/offer-buttons";
import { OfferLapsedChip } from "../../components/waitlist-chip";

const STAGES: { stage: DepartureBooking["stage"]; title: string; none: string }[] = [
  { stage: "confirmed", title: "Confirmed", none: "No booking has accepted a quote yet." },
  { stage: "quoted", title: "Quoted", none: "No quote is waiting for an answer." },
  { stage: "enquiry", title: "Enquiries", none: "No other enquiry names it." },
  { stage: "waiting", title: "Waiting list", none: "Nobody is waiting." },
];

const travellersText = (n: number) => `${n} ${n === 1 ? "traveller" : "travellers"}`;

/** A departure's bookings by stage, each opening in the Enquiries tab; the waiting list in line order, with **Place offered**, the time the offer ends, **Skip** and **Extend offer** where places are held for the group, and **Offer lapsed** for those who let one go. */
export function DepartureBookings({ departureId, title }: { departureId: number; title: string }) {
  const bookings = useQuery(departureBookingsQueryOptions(departureId));
  const [state, setState] = useDeskState();
  const timeZone = useDeskZone();
  return (
    <section aria-label={`Bookings of ${title}`} className="grid gap-3 rounded-card border border-ink/10 bg-white p-3 sm:p-4" data-departure-bookings>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-sans text-lg font-semibold">Bookings of {title}</h3>
        <ManifestLink departureId={departureId} />
      </div>
      <QueryView query={bookings} loading="Loading its bookings" failed="We couldn't load its bookings.">
        {(list) => (
          <div className="grid gap-4 md:grid-cols-2">
            {STAGES.map(({ stage, title: heading, none }) => {
              const these = list.filter((b) => b.stage === stage);
              return (
                <div key={stage} className="grid content-start gap-1.5" data-stage={stage}>
                  <h4 className="text-base font-semibold">
                    {heading} <span className="font-normal text-ink-muted">({these.length})</span>
                  </h4>
                  {these.length === 0 ? (
                    <p className="text-sm text-ink-muted">{none}</p>
                  ) : (
                    <ul className="grid gap-1">
                      {these.map((b) => (
                        <li key={b.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base" data-departure-booking={b.reference}>
                          {b.waitlistPosition !== null && <span className="tabular-nums text-ink-muted">{b.waitlistPosition}.</span>}
                          <a
                            href={serializeDeskState({ ...state, tab: "enquiries", id: b.id, view: null }) || "?"}
                            onClick={(event) => {
                              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                              event.preventDefault();
                              setState({ tab: "enquiries", id: b.id });
                            }}
                            className="font-semibold text-teal underline underline-offset-4"
                          >
                            {nameAndReference(b.name, b.reference)}
                          </a>
                          <span className="text-sm text-ink-muted">{travellersText(b.travellers)}</span>
                          {b.placeFree && (
                            <span className="rounded-full bg-teal-light px-2 text-sm font-semibold text-teal" data-place-offered>
                              Place offered{b.offeredUntil ? ` until ${deskTime(new Date(b.offeredUntil), timeZone)}` : ""}
                            </span>
                          )}
                          {b.offerLapsed && <OfferLapsedChip />}
                          {b.placeFree && (
                            <div className="basis-full">
                              <OfferButtons bookingId={b.id} label={nameAndReference(b.name, b.reference)} size="sm" />
                            </div>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </QueryView>
    </section>
  );
}
