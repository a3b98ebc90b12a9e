import type Mail from "nodemailer/lib/mailer";
import { SITE } from "@shared/site";
import { formatDay, formatRupees, LATE_FEE_PERCENT, type InstalmentStatus, type PaymentMethod, type Region } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/money/payment-requests";
import { tripDatesText } from "@shared/departures";
import type { PaymentMailContent } from "../../storage";
import { escapeHtml, page } from "../render";
import { greeting } from "../greeting";
import { recipients } from "../../core/mail-recipients";
import { lineFacts, payBlocks, type Block, type MoneyMailContext } from "./pay-blocks";

const STATE_WORDS: Record<InstalmentStatus["state"], string> = { paid: "paid", due: "due", overdue: "overdue", upcoming: "upcoming", cancelled: "not due: cancelled" };

function scheduleFacts(schedule: InstalmentStatus[]): [string, string][] {
  return schedule.map((s) => [
    `${s.label}${s.dueDate ? `, due ${formatDay(s.dueDate)}` : ""}`,
    `${formatRupees(s.amount)} (${s.paid > 0 && s.paid < s.amount ? `${formatRupees(s.paid)} paid, ` : ""}${STATE_WORDS[s.state]})`,
  ]);
}

type Written = { subject: string; blocks: Block[] };

const methodWords = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** The account as it stands: its lines to **Total to pay**, the schedule, what was paid and what is left. */
function accountBlocks(c: PaymentMailContent): Block[] {
  const { view, status, dates } = c.money;
  return [
    ...(dates ? [{ facts: [["Your trip", tripDatesText(dates.start, dates.end)]] as [string, string][] }] : []),
    { facts: lineFacts(view.lines, view.totalToPay) },
    { p: "Your payment schedule:" },
    { facts: scheduleFacts(view.schedule) },
    { facts: [["Paid so far", formatRupees(status.paid)], ["Balance", formatRupees(view.balance)]] },
  ];
}

function receipt(c: PaymentMailContent): Written {
  const p = c.payment!;
  const { status, view } = c.money;
  return {
    subject: `Payment received: ${formatRupees(p.amount)} for booking ${c.money.booking.reference}`,
    blocks: [
      { p: `Thank you: we have received your payment for booking ${c.money.booking.reference}.` },
      {
        facts: [
          ["Amount", formatRupees(p.amount)],
          ["Method", methodWords(p.method)],
          ["Received on", formatDay(p.receivedOn)],
          ["Receipt number", String(p.id)],
          ["Total to pay", formatRupees(view.totalToPay)],
          ["Paid so far", formatRupees(status.paid)],
          ["Balance", formatRupees(view.balance)],
        ],
      },
    ],
  };
}

function reminder(c: PaymentMailContent): Written {
  const { kind, instalment } = c.reminder!;
  const owed = formatRupees(instalment.amount - instalment.paid);
  const due = formatDay(instalment.row.dueDate);
  const ref = c.money.booking.reference;
  return {
    subject: kind === "overdue" ? `Payment overdue: ${owed} for booking ${ref}` : `Payment due on ${due}: ${owed} for booking ${ref}`,
    blocks: [
      {
        p:
          kind === "overdue"
            ? `Your ${instalment.label.toLowerCase()} of ${owed} for booking ${ref} was due on ${due} and we have not received it yet. Please pay it as soon as you can; if you have already paid, send us the reference and we will match it.`
            : `A friendly reminder: your ${instalment.label.toLowerCase()} of ${owed} for booking ${ref} is due on ${due}.`,
      },
      ...accountBlocks(c),
    ],
  };
}

function settlement(c: PaymentMailContent): Written {
  const x = c.money.cancellation!;
  const ref = c.money.booking.reference;
  const facts: [string, string][] = [
    ["Cancelled on", formatDay(x.on)],
    ["Days before the start", String(x.daysBefore)],
    ["Paid", formatRupees(x.paid)],
  ];
  if (x.credit > 0) facts.push(["Retreat credit", `${formatRupees(x.credit)}, valid until ${formatDay(x.creditValidUntil!)}`]);
  else facts.push(["Refund", `${formatRupees(x.refund)} (${x.percent} %)`]);
  if (x.flightReimbursement > 0) facts.push(["Flight reimbursement", formatRupees(x.flightReimbursement)]);
  if (x.refundDueBy) facts.push(["Paid to you by", formatDay(x.refundDueBy)]);
  return {
    subject: `Booking ${ref} cancelled: your settlement`,
    blocks: [
      { p: `Your booking ${ref} is cancelled. This is what our published cancellation policy gives you:` },
      { facts },
      {
        p:
          x.credit > 0
            ? "Your retreat credit can be used on a later booking of yours or of your family: quote your booking reference when you enquire."
            : "We will e-mail you when the refund is on its way.",
      },
    ],
  };
}

function dateChange(c: PaymentMailContent): Written {
  const d = c.dateChange!;
  const ref = c.money.booking.reference;
  return {
    subject: `New dates for booking ${ref}: ${tripDatesText(d.toStart, d.toEnd)}`,
    blocks: [
      { p: `Your booking ${ref} now runs from ${tripDatesText(d.toStart, d.toEnd)} (it was ${tripDatesText(d.fromStart, d.fromEnd)}).` },
      ...(d.fee > 0 ? [{ p: `A date change fee of ${formatRupees(d.fee)} is added to your account.` }] : []),
      ...accountBlocks(c),
    ],
  };
}

function lateFee(c: PaymentMailContent): Written {
  const fee = c.lateFee!;
  const ref = c.money.booking.reference;
  return {
    subject: `Late fee of ${formatRupees(fee.amount)} for booking ${ref}`,
    blocks: [
      { p: `A payment for booking ${ref} is more than a week overdue, so by our published payment policy a late fee of ${LATE_FEE_PERCENT} % of what is overdue, ${formatRupees(fee.amount)}, is added to your account, due ${formatDay(fee.row.dueDate)}.` },
      ...accountBlocks(c),
    ],
  };
}

function refundPaid(c: PaymentMailContent): Written {
  const ref = c.money.booking.reference;
  const x = c.money.cancellation;
  const r = c.refund;
  const amount = r ? r.amount : x!.refund + x!.flightReimbursement;
  const paidOn = r ? r.paidOn : x!.refundPaidOn!;
  const method = r ? r.method : x!.refundMethod!;
  return {
    subject: `Refund of ${formatRupees(amount)} sent for booking ${ref}`,
    blocks: [
      { p: r ? `You paid more than your booking ${ref} costs, and we have sent the difference back to you.` : `The refund for your cancelled booking ${ref} is on its way to you.` },
      { facts: [["Amount", formatRupees(amount)], ["Sent on", formatDay(paidOn)], ["Method", methodWords(method)]] },
      { p: "It can take a few working days to reach your account. If it has not arrived within a week, please reply to this e-mail." },
    ],
  };
}

const WRITERS = { "payment-receipt": receipt, "payment-reminder": reminder, "cancellation-settlement": settlement, "date-change": dateChange, "late-fee": lateFee, "refund-paid": refundPaid };

function toText(hello: string, blocks: Block[]): string {
  const body = blocks.map((b) => ("p" in b ? b.p : b.facts.map(([k, v]) => `${k}: ${v}`).join("\n")));
  return [`${hello},`, ...body, `Warm regards,\n${SITE.name}\n${SITE.phoneDisplay} · ${SITE.email}`].join("\n\n") + "\n";
}

function toHtml(hello: string, blocks: Block[]): string {
  const body = blocks.map((b) =>
    "p" in b
      ? `<p style="white-space:pre-line">${escapeHtml(b.p)}</p>`
      : `<table style="border-collapse:collapse">${b.facts.map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(k)}</td><td style="padding:2px 0;white-space:nowrap">${escapeHtml(v)}</td></tr>`).join("")}</table>`,
  );
  return page([`<p>${escapeHtml(hello)},</p>`, ...body, `<p>Warm regards,<br>${escapeHtml(SITE.name)}<br>${escapeHtml(SITE.phoneDisplay)} · ${escapeHtml(SITE.email)}</p>`].join("\n"));
}

/**
 * A money e-mail to the visitor (receipt, reminder, settlement, new dates, late fee, refund sent),
 * in our words, each closing with the next amount due, how to pay it and the trip link.
 */
export function composePaymentMail(c: PaymentMailContent, m: { toAddress: string; messageId: string }, ctx: MoneyMailContext): Mail.Options {
  const { subject, blocks } = WRITERS[c.kind](c);
  const region = (c.money.accepted?.region ?? "domestic") as Region;
  const closing = payBlocks({ view: c.money.view, region, reference: c.money.booking.reference, sealedLink: c.sealedLink }, ctx);
  return moneyMessage(subject, [...blocks, ...closing], greeting(c.money.booking.firstName), m, ctx);
}

/** A money e-mail from its subject and blocks: both bodies, our envelope, marked automatic. */
export function moneyMessage(subject: string, blocks: Block[], hello: string, m: { toAddress: string; messageId: string }, ctx: MoneyMailContext): Mail.Options {
  return {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to: recipients(m.toAddress),
    subject,
    text: toText(hello, blocks),
    html: toHtml(hello, blocks),
    messageId: m.messageId,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
