import { useId, useState } from "react";
import { formatDay, PAYMENT_METHODS, wholeOrNaN, type Day, type PaymentMethod } from "@shared/money";
import { PAYMENT_METHOD_LABELS, recordPaymentSchema } from "@shared/money/payment-requests";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { recordPaymentMutation } from "../api/record-payment";
import { useMoneyAction } from "../hooks/use-money-action";
import { issuesByPath, serverFieldErrors, type FieldErrors } from "../form-values";
import { DayField } from "../../components/day-field";
import { Choice, Field, NumberInput } from "./money-field";

export const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABELS[m]] as const);

/**
 * **Record payment**: money received outside the site; a method and reference already recorded is
 * refused in the server's words. An amount far past the booking's total is refused too; an admin
 * (`canConfirm`) is then offered **Confirm this amount**, which sends it again with `confirm`.
 */
export function RecordPaymentForm({ bookingId, today, suggested, canConfirm = false, onDone }: { bookingId: number; today: Day; suggested: number; canConfirm?: boolean; onDone: () => void }) {
  const [amount, setAmount] = useState(suggested > 0 ? String(suggested) : "");
  const [receivedOn, setReceivedOn] = useState<Day>(today);
  const [method, setMethod] = useState<PaymentMethod>("bank-transfer");
  const [reference, setReference] = useState("");
  const [note, setNote] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [shown, setShown] = useState<FieldErrors>({});
  const record = useMoneyAction(recordPaymentMutation, "Payment recorded", onDone);
  const ids = { amount: useId(), received: useId(), method: useId(), reference: useId(), note: useId(), confirm: useId() };
  const errors = { ...shown, ...serverFieldErrors(record.error) };
  // Offered once the server asks for an admin's confirmation, and kept while it is ticked.
  const askConfirm = canConfirm && (confirmed || /confirm/i.test(errors.amount ?? ""));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = recordPaymentSchema.safeParse({
      amount: wholeOrNaN(amount),
      receivedOn,
      method,
      reference: reference.trim() || null,
      note: note.trim() || null,
      ...(askConfirm && confirmed ? { confirm: true } : {}),
    });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    if (receivedOn > today) found.receivedOn ??= `Must be today (${formatDay(today)}) or earlier`;
    setShown(found);
    if (parsed.success && Object.keys(found).length === 0) record.mutate({ id: bookingId, payment: parsed.data });
  };

  return (
    <form aria-label="Record payment" noValidate onSubmit={submit} className="grid gap-3 rounded-card border border-ink/10 p-3" data-record-payment>
      <Field id={ids.amount} label="Amount (₹)" error={errors.amount}>
        <NumberInput id={ids.amount} value={amount} onValue={setAmount} invalid={!!errors.amount} described={!!errors.amount} />
      </Field>
      <DayField id={ids.received} label="Date received" value={receivedOn} to={today} onValue={setReceivedOn} error={errors.receivedOn} />
      <Field id={ids.method} label="Method">
        <Choice id={ids.method} value={method} options={METHOD_OPTIONS} onValue={setMethod} />
      </Field>
      <Field id={ids.reference} label={method === "cash" ? "Reference (optional for cash)" : "Reference"} error={errors.reference}>
        <Input id={ids.reference} value={reference} maxLength={100} aria-invalid={!!errors.reference || undefined} aria-describedby={errors.reference ? `${ids.reference}-hint` : undefined} onChange={(e) => setReference(e.target.value)} />
      </Field>
      <Field id={ids.note} label="Note (optional)" error={errors.note}>
        <Textarea id={ids.note} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      {askConfirm && (
        <label htmlFor={ids.confirm} className="flex items-center gap-2 text-sm">
          <input id={ids.confirm} type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          Confirm this amount
        </label>
      )}
      {record.isError && <FormMessage tone="error">{errorText(record.error, "The payment was not recorded. Please try again.")}</FormMessage>}
      <SubmitOrCancel disabled={record.isPending} onCancel={onDone}>
        Record payment
      </SubmitOrCancel>
    </form>
  );
}
