import { formatDay, formatRupees, type InstalmentStatus } from "@shared/money";
import { Button } from "@/components/ui/button";
import type { TripBody } from "@shared/money/account-types";
import { INSTALMENT_STATE_LABELS } from "../trip-words";

const UPI_LINK = /^upi:\/\/pay\?/;

function dueLine(next: InstalmentStatus): string {
  const when = next.dueDate ? formatDay(next.dueDate) : "now";
  if (next.state === "overdue") return `Overdue: it was due on ${when}.`;
  return next.dueDate ? `${next.label}, due ${when}.` : `${next.label}, due now.`;
}

/** The next amount to pay, how to pay it, and with UPI a QR code and link for exactly that amount. */
export function NextPayment({ trip }: { trip: Pick<TripBody, "nextDue" | "paymentInstructions" | "upi" | "reference"> }) {
  const next = trip.nextDue;
  if (!next) return <p className="text-lg">Nothing more to pay. Thank you!</p>;
  const amount = formatRupees(next.amount - next.paid);
  const upi = trip.upi && UPI_LINK.test(trip.upi.link) ? trip.upi : null;
  return (
    <>
      <p className="text-3xl font-bold tabular-nums text-ink">{amount}</p>
      <p className="mt-1 text-ink">
        {dueLine(next)} <span className="sr-only">State: {INSTALMENT_STATE_LABELS[next.state]}.</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">Please write your booking reference {trip.reference} with the payment.</p>
      {trip.paymentInstructions && (
        <div className="mt-5">
          <h3 className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-muted">How to pay</h3>
          <p className="mt-2 whitespace-pre-line">{trip.paymentInstructions}</p>
        </div>
      )}
      {upi && (
        <div className="mt-6 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <div
            role="img"
            aria-label={`UPI QR code to pay ${amount} to ${upi.id}`}
            className="h-44 w-44 shrink-0 rounded-xl bg-white p-2 ring-1 ring-sand-dark [&>svg]:h-full [&>svg]:w-full"
            // The server draws this SVG from the UPI link; it carries no script or outside reference.
            dangerouslySetInnerHTML={{ __html: upi.qrSvg }}
          />
          <div>
            <Button asChild variant="accent" size="lg">
              <a href={upi.link}>Pay with UPI</a>
            </Button>
            <p className="mt-2 text-sm text-ink-muted">
              Or scan the code with any UPI app. UPI ID: <span className="font-semibold text-ink [overflow-wrap:anywhere]">{upi.id}</span>
            </p>
          </div>
        </div>
      )}
    </>
  );
}
