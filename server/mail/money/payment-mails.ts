import type Mail from "nodemailer/lib/mailer";
import { SITE } from "@shared/site";
import { formatDay, formatRupees, type InstalmentStatus } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/money/payment-requests";
import type { PaymentMethod } from "@shared/money";
import type { PaymentMailContent } from "../../storage";
import { escapeHtml, page } from "../render";
import { greeting } from "../greeting";
import { recipients, type ComposeContext } from "../compose";

/** A message's lines: a paragraph, or label–value facts. */
export type Block = { p: string } | { facts: [string, string][] };

const STATE_WORDS: Record<InstalmentStatus["state"], string> = { paid: "paid", due: "due", overdue: "overdue", upcoming: "upcoming" };

function scheduleFacts(schedule: InstalmentStatus[]): [string, string][] {
  return schedule.map((s) => [
    `${s.label}${s.dueDate ? `, due ${formatDay(s.dueDate)}` : ""}`,
    `${formatRupees(s.amount)} (${s.paid > 0 && s.paid < s.amount ? `${formatRupees(s.paid)} paid, ` : ""}${STATE_WORDS[s.state]})`,
  ]);
}

function nextDueLine(c: PaymentMailContent): string {
  const next = c.money.status.nextDue;
  if (!next) return "Nothing more is due. Thank you.";
  return `Next due: ${formatRupees(next.amount - next.paid)}${next.dueDate ? ` by ${formatDay(next.dueDate)}` : ""} (${next.label}).`;
}

function receipt(c: PaymentMailContent): { subject: string; blocks: Block[] } {
  const p = c.payment!;
  const { status } = c.money;
  return {
    subject: `Payment received: ${formatRupees(p.amount)} for booking ${c.money.booking.reference}`,
    blocks: [
      { p: `Thank you: we have received your payment for booking ${c.money.booking.reference}.` },
      {
        facts: [
          ["Amount", formatRupees(p.amount)],
          ["Method", PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method],
          ["Received on", formatDay(p.receivedOn)],
          ["Receipt number", String(p.id)],
          ["Paid so far", formatRupees(status.paid)],
          ["Balance", formatRupees(status.balance)],
        ],
      },
      { p: nextDueLine(c) },
    ],
  };
}

function reminder(c: PaymentMailContent): { subject: string; blocks: Block[] } {
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
      { facts: scheduleFacts(c.money.status.schedule) },
      { p: `Balance: ${formatRupees(c.money.status.balance)}.` },
    ],
  };
}

function settlement(c: PaymentMailContent): { subject: string; blocks: Block[] } {
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
            : "We will let you know when the refund is on its way.",
      },
    ],
  };
}

function dateChange(c: PaymentMailContent): { subject: string; blocks: Block[] } {
  const d = c.dateChange!;
  const ref = c.money.booking.reference;
  return {
    subject: `New dates for booking ${ref}: ${formatDay(d.toStart)} to ${formatDay(d.toEnd)}`,
    blocks: [
      { p: `Your booking ${ref} now runs from ${formatDay(d.toStart)} to ${formatDay(d.toEnd)} (it was ${formatDay(d.fromStart)} to ${formatDay(d.fromEnd)}).` },
      ...(d.fee > 0 ? [{ p: `A date change fee of ${formatRupees(d.fee)} is added to your schedule.` }] : []),
      { p: "Your payment schedule:" },
      { facts: scheduleFacts(c.money.status.schedule) },
      { p: `Balance: ${formatRupees(c.money.status.balance)}.` },
    ],
  };
}

const WRITERS = { "payment-receipt": receipt, "payment-reminder": reminder, "cancellation-settlement": settlement, "date-change": dateChange };

function toText(hello: string, blocks: Block[]): string {
  const body = blocks.map((b) => ("p" in b ? b.p : b.facts.map(([k, v]) => `${k}: ${v}`).join("\n")));
  return [`${hello},`, ...body, `Warm regards,\n${SITE.name}\n${SITE.phoneDisplay} · ${SITE.email}`].join("\n\n") + "\n";
}

function toHtml(hello: string, blocks: Block[]): string {
  const body = blocks.map((b) =>
    "p" in b
      ? `<p>${escapeHtml(b.p)}</p>`
      : `<table style="border-collapse:collapse">${b.facts.map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(k)}</td><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`).join("")}</table>`,
  );
  return page([`<p>${escapeHtml(hello)},</p>`, ...body, `<p>Warm regards,<br>${escapeHtml(SITE.name)}<br>${escapeHtml(SITE.phoneDisplay)} · ${escapeHtml(SITE.email)}</p>`].join("\n"));
}

/**
 * A money e-mail to the visitor (receipt, reminder, settlement, new dates), in our words: the
 * visitor's first name only when it looks like one, rupees and days the way the trip page writes them.
 */
export function composePaymentMail(c: PaymentMailContent, m: { toAddress: string; messageId: string }, ctx: ComposeContext): Mail.Options {
  const { subject, blocks } = WRITERS[c.kind](c);
  return moneyMessage(subject, blocks, greeting(c.money.booking.firstName), m, ctx);
}

/** A money e-mail from its subject and blocks: both bodies, our envelope, marked automatic. */
export function moneyMessage(subject: string, blocks: Block[], hello: string, m: { toAddress: string; messageId: string }, ctx: ComposeContext): Mail.Options {
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
