import { useId, useState } from "react";
import { formatDay, formatRupees, type Payment } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/money/payment-requests";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { useDeskTime } from "../../components/use-desk-time";
import { voidPaymentMutation } from "../api/void-payment";
import { useMoneyAction } from "../hooks/use-money-action";
import { Field } from "./money-field";

/** Payments received, oldest first; a voided one stays listed, struck through, with why. **Void payment** is for admins. */
export function PaymentList({ bookingId, payments, canVoid }: { bookingId: number; payments: Payment[]; canVoid: boolean }) {
  const time = useDeskTime();
  const [voiding, setVoiding] = useState<number | null>(null);
  if (payments.length === 0) return <p className="text-sm text-ink-muted">No payment recorded yet.</p>;
  return (
    <ul aria-label="Payments" className="grid gap-2" data-payments>
      {payments.map((p) => (
        <li key={p.id} className="grid gap-1 text-sm" data-payment={p.id} data-voided={p.voided || undefined}>
          <p className={p.voided ? "text-ink-muted line-through" : undefined}>
            <span className="font-semibold tabular-nums">{formatRupees(p.amount)}</span> · {formatDay(p.receivedOn)} · {PAYMENT_METHOD_LABELS[p.method]}
            {p.reference && <> · {p.reference}</>}
          </p>
          {p.voided ? (
            <p className="text-ink-muted">
              Voided{p.voidedAt ? ` ${time(p.voidedAt)}` : ""}: {p.voidReason}
            </p>
          ) : (
            <p className="text-ink-muted">
              Recorded by {p.by ?? "someone no longer on the team"}, {time(p.at)}
              {p.note && <> · {p.note}</>}
            </p>
          )}
          {canVoid && !p.voided &&
            (voiding === p.id ? (
              <VoidForm bookingId={bookingId} payment={p} onDone={() => setVoiding(null)} />
            ) : (
              <Button type="button" variant="ghost" className="justify-self-start" onClick={() => setVoiding(p.id)}>
                Void payment
              </Button>
            ))}
        </li>
      ))}
    </ul>
  );
}

function VoidForm({ bookingId, payment, onDone }: { bookingId: number; payment: Payment; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const voidIt = useMoneyAction(voidPaymentMutation, "Payment voided", onDone);
  return (
    <form
      aria-label={`Void payment of ${formatRupees(payment.amount)}`}
      noValidate
      className="grid gap-2 rounded-card border border-ink/10 p-2"
      onSubmit={(e) => {
        e.preventDefault();
        setMissing(!reason.trim());
        if (reason.trim()) voidIt.mutate({ id: bookingId, paymentId: payment.id, reason: reason.trim() });
      }}
    >
      <Field id={id} label="Why it is voided" error={missing ? "Required" : undefined}>
        <Input id={id} value={reason} maxLength={500} aria-invalid={missing || undefined} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {voidIt.isError && <FormMessage tone="error">{errorText(voidIt.error, "The payment was not voided. Please try again.")}</FormMessage>}
      <SubmitOrCancel disabled={voidIt.isPending} onCancel={onDone}>
        Void payment
      </SubmitOrCancel>
    </form>
  );
}
