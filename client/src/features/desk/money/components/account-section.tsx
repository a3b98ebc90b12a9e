import { useId, useState, type ReactNode } from "react";
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

/** An amount never breaks inside itself ("₹7,78,7 / 96"). */
const Amount = ({ value }: { value: number }) => <span className="whitespace-nowrap">{formatRupees(value)}</span>;

type Booking = Pick<Jsonified<BookingListItem>, "id" | "erasedAt">;
type Open = "payment" | "dates" | "cancel" | "refund" | null;

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
  // From the account, as the trip page and e-mails read it: none once cancelled.
  const nextDue = account.nextDue;
  const toggle = (what: Exclude<Open, null>) => setOpen((o) => (o === what ? null : what));
  const button = (what: Exclude<Open, null>, words: string) => (
    <Button type="button" variant="outline" aria-expanded={open === what} onClick={() => toggle(what)}>
      {words}
    </Button>
  );
  const c = account.cancellation;
  // A refund, or an overpayment on a booking not cancelled: both are owed back and recorded as paid the same way.
  const owedBack = account.owedToVisitor > 0 && !booking.erasedAt;
  const refundButton =
    owedBack && (open === "refund" ? <RefundPaidForm bookingId={booking.id} amount={account.owedToVisitor} today={today} onDone={close} /> : button("refund", `Record refund paid: ${formatRupees(account.owedToVisitor)}`));
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-money-account>
      <h3 id={headingId} className="font-sans text-base font-semibold">
        Payments
      </h3>
      <FigureList
        label="Account"
        rows={[
          ...account.lines.map((l): [string, ReactNode] => [l.label, <Amount key={l.label} value={l.amount} />]),
          ["Total to pay", <Amount key="total" value={account.totalToPay} />, "font-semibold"],
          ["Paid", <Amount key="paid" value={account.paid} />],
          ...(c ? [] : [["Balance", <Amount key="balance" value={account.balance} />, "font-semibold"] as [string, ReactNode, string]]),
          ...(account.owedToVisitor > 0 ? [[c ? "Refund owed to the visitor" : "Paid over: owed back to the visitor", <Amount key="owed" value={account.owedToVisitor} />, "font-semibold"] as [string, ReactNode, string]] : []),
          ...(nextDue ? [["Next due", <span key="next"><Amount value={nextDue.amount - nextDue.paid} />, <span className="whitespace-nowrap">{nextDue.dueDate ? formatDay(nextDue.dueDate) : "on acceptance"}</span></span>] as [string, ReactNode]] : []),
          ...(account.lateFee > 0 ? [["Late fee available", <Amount key="fee" value={account.lateFee} />] as [string, ReactNode]] : []),
        ]}
      />
      {!c && refundButton}
      {account.schedule.length > 0 && <ScheduleTable caption="Schedule" schedule={account.schedule} />}
      <PaymentList bookingId={booking.id} payments={account.payments} canVoid={me.role === "admin" && !booking.erasedAt} />
      {account.refunds.length > 0 && (
        <ul aria-label="Paid back" className="grid gap-1 text-sm" data-refunds>
          {account.refunds.map((r) => (
            <li key={r.id}>
              Overpayment paid back: <Amount value={r.amount} /> on <span className="whitespace-nowrap">{formatDay(r.paidOn)}</span>
              {r.reference && <> · {r.reference}</>}
            </li>
          ))}
        </ul>
      )}
      {live && accepted && (
        <>
          <div className="flex flex-wrap gap-2">
            {button("payment", "Record payment")}
            {button("dates", "Change dates")}
            {button("cancel", "Cancel booking")}
          </div>
          <LateFeeControl bookingId={booking.id} lateFee={account.lateFee} />
          {open === "payment" && <RecordPaymentForm bookingId={booking.id} today={today} suggested={nextDue ? nextDue.amount - nextDue.paid : 0} canConfirm={me.role === "admin"} onDone={close} />}
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
          {refundButton}
        </div>
      )}
    </section>
  );
}
