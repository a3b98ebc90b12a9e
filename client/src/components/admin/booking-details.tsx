import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { EDUCATION_OPTIONS, TRAVEL_EXPERIENCE_OPTIONS } from "@shared/enquiry-options";
import { bookingHistoryQueryOptions, type BookingRecord } from "@/lib/api/bookings";
import { formatSubmitted } from "@/lib/format";
import { cn } from "@/lib/utils";
import { Spinner } from "@/components/ui/spinner";
import { ErrorState } from "./error-state";
import { useSignOutOn401 } from "./use-sign-out-on-401";
import { ErasePersonalData } from "./erase-personal-data";

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : null;

/** Every stored field, in the order of the enquiry form. */
function storedFields(b: BookingRecord): [string, string | number | null][] {
  return [
    ["Booking number", b.id],
    ["First name", b.firstName],
    ["Last name", b.lastName],
    ["Email", b.email],
    ["Phone", b.phone],
    ["Country", b.country],
    ["State", b.state],
    ["Education", labelOf(EDUCATION_OPTIONS, b.education)],
    ["Occupation", b.occupation],
    ["Designation", b.designation],
    ["Trip type", b.tripType],
    ["Trip category", b.tripCategory],
    ["Group size", b.groupSize],
    ["Preferred dates", b.preferredDates],
    ["Travel experience", labelOf(TRAVEL_EXPERIENCE_OPTIONS, b.travelExperience)],
    ["Budget range", b.budgetRange],
    ["Why this trip", b.whyThisTrip],
    ["Special requests", b.specialRequests],
    ["Status", b.status],
    ["Submitted", formatSubmitted(b.createdAt)],
    ["Last updated", formatSubmitted(b.updatedAt)],
  ];
}

function StatusHistory({ bookingId }: { bookingId: number }) {
  const history = useQuery(bookingHistoryQueryOptions(bookingId));
  useSignOutOn401(history.error);

  if (history.isPending) return <Spinner label="Loading status history" className="justify-start py-2" />;
  if (history.isError) {
    return (
      <ErrorState
        title="We couldn't load the status history."
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (history.data.length === 0) return <p className="text-base text-ink-muted">No status changes yet.</p>;
  return (
    <ol className="grid gap-2">
      {history.data.map((change, index) => (
        <li key={index} className="text-base">
          <span className="font-semibold">
            {change.from} → {change.to}
          </span>{" "}
          <span className="text-ink-muted">
            by {change.by}, {formatSubmitted(change.at)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A disclosure with the whole record; the history is fetched only when opened. */
export function BookingDetails({ booking }: { booking: BookingRecord }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <div className="mt-4 border-t border-ink/10 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-base font-semibold text-teal hover:bg-teal-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
      >
        <ChevronDown className={cn("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        {open ? "Hide details" : "Show details"}
      </button>
      {open && (
        <div id={panelId} className="mt-3 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {storedFields(booking).map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
                <dd className="whitespace-pre-wrap break-words text-base">
                  {value === null || value === "" ? <span className="text-ink-muted">Not given</span> : value}
                </dd>
              </div>
            ))}
          </dl>
          <section aria-label="Status history">
            <h3 className="mb-2 font-sans text-base font-semibold">Status history</h3>
            <StatusHistory bookingId={booking.id} />
            <div className="mt-4 grid">
              <ErasePersonalData booking={booking} />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
