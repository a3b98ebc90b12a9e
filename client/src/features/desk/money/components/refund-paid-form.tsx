import { useId, useState } from "react";
import { formatDay, formatRupees, type Day, type PaymentMethod } from "@shared/money";
import { refundPaidSchema } from "@shared/money/payment-requests";
import { Input } from "@/components/ui/input";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { refundPaidMutation } from "../api/refund-paid";
import { useMoneyAction } from "../hooks/use-money-action";
import { issuesByPath, serverFieldErrors, type FieldErrors } from "../form-values";
import { DayField } from "../../components/day-field";
import { Choice, Field } from "./money-field";
import { METHOD_OPTIONS } from "./record-payment-form";

/** Records an owed refund as paid, the whole of it (method, reference, date): the booking leaves Refunds owed. */
export function RefundPaidForm({ bookingId, amount, today, onDone }: { bookingId: number; amount: number; today: Day; onDone: () => void }) {
  const [paidOn, setPaidOn] = useState<Day>(today);
  const [method, setMethod] = useState<PaymentMethod>("bank-transfer");
  const [reference, setReference] = useState("");
  const [shown, setShown] = useState<FieldErrors>({});
  const paid = useMoneyAction(refundPaidMutation, "Refund recorded as paid", onDone);
  const ids = { on: useId(), method: useId(), reference: useId() };
  const errors = { ...shown, ...serverFieldErrors(paid.error) };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = refundPaidSchema.safeParse({ paidOn, method, reference });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    if (paidOn > today) found.paidOn ??= `Must be today (${formatDay(today)}) or earlier`;
    setShown(found);
    if (parsed.success && Object.keys(found).length === 0) paid.mutate({ id: bookingId, refund: parsed.data });
  };
  return (
    <form aria-label="Record refund paid" noValidate onSubmit={submit} className="grid gap-3 rounded-card border border-ink/10 p-3" data-refund-paid>
      <p className="text-base" data-refund-amount>
        Paid back to the visitor: <strong className="whitespace-nowrap">{formatRupees(amount)}</strong>, the whole of what is owed.
      </p>
      <DayField id={ids.on} label="Paid on" value={paidOn} to={today} onValue={setPaidOn} error={errors.paidOn} />
      <Field id={ids.method} label="Method">
        <Choice id={ids.method} value={method} options={METHOD_OPTIONS} onValue={setMethod} />
      </Field>
      <Field id={ids.reference} label="Reference" error={errors.reference}>
        <Input id={ids.reference} value={reference} maxLength={100} aria-invalid={!!errors.reference || undefined} onChange={(e) => setReference(e.target.value)} />
      </Field>
      {paid.isError && <FormMessage tone="error">{errorText(paid.error, "The refund was not recorded. Please try again.")}</FormMessage>}
      <SubmitOrCancel disabled={paid.isPending} onCancel={onDone}>
        {`Record refund paid: ${formatRupees(amount)}`}
      </SubmitOrCancel>
    </form>
  );
}
