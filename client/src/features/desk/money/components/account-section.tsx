import { useId, useState } from "react";
import { formatDay, formatRupees } from "@shared/money";
import type { Account } from "@shared/money/account-types";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { useDeskToday } from "../../components/use-desk-today";
import { CancelBookingForm } from "./cancel-booking-form";
import { CancellationFigures } from "./cancellation-preview";
import { ChangeDatesForm } from "./change-dates-form";
import { FigureList } from "./figure-list";
import { LateFeeControl } from "./late-fee-control";
import { PaymentList } from "./payment-list";
import { RecordPaymentForm } from "./record-payment-form";
import { RefundPaidForm } from "./refund-paid-form";
import { ScheduleTable } from "./schedule-table";

type Booking = Pick<Jsonified<BookingListItem>, "id" | "erasedAt">;
type Open = "payment" | "dates" | "cancel" | "refund" | null;

/** What is still to pay next: the account's first instalment not paid (its schedule is in due order). */
const nextDueOf = (account: Account) => account.schedule.find((s) => s.state !== "paid") ?? null;

/**
 * The account beside the conversation once a quote is accepted: totals, the schedule as payments
 * covered it, the payments, and the actions (**Record payment**, **Late fee**, **Change dates**,
 * **Cancel booking**), one form open at a time; after a cancellation, its settlement and the refund.
 */
export function AccountSection({ booking, account, me }: { booking: Booking; account: Account; me: AuthUser }) {
  const headingId = useId();
  const today = useDeskToday();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const accepted = account.accepted;
  if (!accepted && !account.cancellation) return null;
  const live = !booking.erasedAt && !account.cancellation;
  const nextDue = nextDueOf(account);
  const toggle = (what: Exclude<Open, null>) => setOpen((o) => (o === what ? null : what));
  const button = (what: Exclude<Open, null>, words: string) => (
    <Button type="button" variant="outline" aria-expanded={open === what} onClick={() => toggle(what)}>
      {words}
    </Button>
  );
  const c = account.cancellation;
  const refundOwed = !!c && c.refundDueBy !== null && c.refundPaidOn === null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-money-account>
      <h3 id={headingId} className="font-sans text-base font-semibold">
        Payments
      </h3>
      <FigureList
        label="Account"
        rows={[
          ["Total", formatRupees(account.total)],
          ["Paid", formatRupees(account.paid)],
          [account.balance < 0 ? "Paid over: the company owes back" : "Balance", formatRupees(Math.abs(account.balance)), "font-semibold"],
          ...(nextDue ? [["Next due", `${formatRupees(nextDue.amount - nextDue.paid)}, ${nextDue.dueDate ? formatDay(nextDue.dueDate) : "on acceptance"}`] as [string, string]] : []),
          ...(account.lateFee > 0 ? [["Late fee available", formatRupees(account.lateFee)] as [string, string]] : []),
        ]}
      />
      {account.schedule.length > 0 && <ScheduleTable caption="Schedule" schedule={account.schedule} />}
      <PaymentList bookingId={booking.id} payments={account.payments} canVoid={me.role === "admin" && !booking.erasedAt} />
      {live && accepted && (
        <>
          <div className="flex flex-wrap gap-2">
            {button("payment", "Record payment")}
            {button("dates", "Change dates")}
            {button("cancel", "Cancel booking")}
          </div>
          <LateFeeControl bookingId={booking.id} lateFee={account.lateFee} />
          {open === "payment" && <RecordPaymentForm bookingId={booking.id} today={today} suggested={nextDue ? nextDue.amount - nextDue.paid : 0} onDone={close} />}
          {open === "dates" && account.dates && <ChangeDatesForm bookingId={booking.id} dates={account.dates} today={today} onDone={close} />}
          {open === "cancel" && (
            <CancelBookingForm
              bookingId={booking.id}
              today={today}
              region={accepted.region}
              startDate={account.dates?.startDate ?? accepted.startDate}
              travellers={accepted.travellers}
              paid={account.paid}
              allPaidInCash={account.payments.filter((p) => !p.voided).every((p) => p.method === "cash")}
              onDone={close}
            />
          )}
        </>
      )}
      {c && (
        <div className="grid gap-2 rounded-card border border-ink/10 p-3" data-cancellation>
          <p className="text-sm font-semibold">Cancelled {formatDay(c.on)}</p>
          <CancellationFigures cancellation={c} />
          {c.refundPaidOn && (
            <p className="text-sm">
              Refund paid {formatDay(c.refundPaidOn)}
              {c.refundReference && <> · {c.refundReference}</>}
            </p>
          )}
          {refundOwed && !booking.erasedAt && (open === "refund" ? <RefundPaidForm bookingId={booking.id} today={today} onDone={close} /> : button("refund", "Record refund paid"))}
        </div>
      )}
    </section>
  );
}
