import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { BookingListItem, Jsonified, RelatedBooking } from "@shared/api-types";
import { useDeskTime } from "../../components/use-desk-time";
import { useDeskState } from "../../shell/use-desk-state";
import { serializeDeskState } from "../../shell/desk-state";
import { bookingDetailQueryOptions } from "../../api/booking-detail";
import { DuplicateControl } from "./duplicate-control";
import { BookingStatus } from "./booking-status";

type Booking = Pick<Jsonified<BookingListItem>, "id" | "duplicateOfId" | "erasedAt">;

/**
 * **Other enquiries from this person**: the same e-mail (any case) or the same phone as an E.164
 * number, each a link that opens that booking; and **Mark as duplicate** of one of them.
 */
export function RelatedBookings({ booking }: { booking: Booking }) {
  const headingId = useId();
  const detail = useQuery(bookingDetailQueryOptions(booking.id));
  const related: Jsonified<RelatedBooking>[] = detail.data?.related ?? [];
  if (booking.erasedAt) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-related>
      <h3 id={headingId} className="font-sans text-base font-semibold">Other enquiries from this person</h3>
      {detail.isPending ? (
        <p className="text-base text-ink-muted">Looking for them…</p>
      ) : related.length === 0 ? (
        <p className="text-base text-ink-muted">None: no other enquiry has this e-mail or phone.</p>
      ) : (
        <ul className="grid gap-1.5">
          {related.map((r) => (
            <RelatedRow key={r.id} related={r} />
          ))}
        </ul>
      )}
      <DuplicateControl booking={booking} related={related} />
    </section>
  );
}

function RelatedRow({ related }: { related: Jsonified<RelatedBooking> }) {
  const [state, setState] = useDeskState();
  const time = useDeskTime();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
      <a
        href={serializeDeskState({ ...state, id: related.id }) || "?"}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setState({ id: related.id });
        }}
        className="font-semibold text-teal underline underline-offset-4"
        data-related-link
      >
        Enquiry {related.reference}
      </a>
      <span className="text-sm text-ink-muted">
        {related.tripCategory} · {time(related.createdAt)}
      </span>
      <BookingStatus status={related.status} duplicateOfId={related.duplicateOfId} />
    </li>
  );
}
