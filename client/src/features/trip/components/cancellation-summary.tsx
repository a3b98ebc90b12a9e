import { formatDay, formatRupees, type Cancellation } from "@shared/money";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </>
  );
}

function refundWhen(c: Cancellation): string | null {
  if (c.refundPaidOn) return `Paid back on ${formatDay(c.refundPaidOn)}.`;
  if (c.refundDueBy) return `We will pay it back by ${formatDay(c.refundDueBy)}.`;
  return null;
}

/** What the visitor gets back from a cancelled booking: a refund and its date, or a retreat credit. */
export function CancellationSummary({ cancellation: c }: { cancellation: Cancellation }) {
  if (c.settlement === "credit") {
    return (
      <>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <Row label="Cancelled on" value={formatDay(c.on)} />
          <Row label="Retreat credit" value={formatRupees(c.credit)} />
          {c.creditValidUntil && <Row label="Valid until" value={formatDay(c.creditValidUntil)} />}
        </dl>
        <p className="mt-3">
          Everything you paid is kept for you as a retreat credit. Use it on a later retreat or trip, for you or your family: tell us when you
          enquire.
        </p>
      </>
    );
  }
  const back = c.refund + c.flightReimbursement;
  const when = refundWhen(c);
  return (
    <>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <Row label="Cancelled on" value={formatDay(c.on)} />
        <Row label="You paid" value={formatRupees(c.paid)} />
        <Row label="Refund" value={`${formatRupees(c.refund)} (${c.percent} %)`} />
        {c.flightReimbursement > 0 && <Row label="Flight reimbursement" value={formatRupees(c.flightReimbursement)} />}
        {c.flightReimbursement > 0 && <Row label="Paid back in all" value={formatRupees(back)} />}
      </dl>
      <p className="mt-3">{back > 0 ? when : "Under our cancellation policy no refund is due."}</p>
    </>
  );
}
