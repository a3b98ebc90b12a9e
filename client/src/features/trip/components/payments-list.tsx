import { formatDay, formatRupees, PAYMENT_METHOD_LABELS } from "@shared/money";
import type { TripPayment } from "@shared/money/account-types";

/** The payments received, newest last, as the visitor's own record of what they paid. */
export function PaymentsList({ payments }: { payments: TripPayment[] }) {
  if (payments.length === 0) return <p className="text-ink-muted">No payments received yet.</p>;
  return (
    <ul className="divide-y divide-sand-dark">
      {payments.map((p) => (
        <li key={p.receipt} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
          <span>
            {formatDay(p.receivedOn)} <span className="text-ink-muted">· {PAYMENT_METHOD_LABELS[p.method]}</span>
          </span>
          <span className="font-semibold tabular-nums">{formatRupees(p.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
