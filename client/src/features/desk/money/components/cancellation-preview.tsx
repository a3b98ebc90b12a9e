import { formatDay, formatRupees, type SettledCancellation } from "@shared/money";
import { FigureList } from "./figure-list";

const REASON_WORDS: Record<SettledCancellation["reason"], string> = {
  visitor: "The visitor's own choice",
  medical: "Medical emergency",
  family: "Family emergency",
  "force-majeure": "Force majeure",
  provider: "Cancelled by the company or its provider",
};

/** Why the percent is what it is: the published tier for the visitor's own choice, else the reason's rule. */
function tierWords(c: SettledCancellation): string {
  if (c.settlement === "credit") return "Retreat credit: 100 % of what was paid";
  if (c.reason === "visitor") return `Published tier at ${c.daysBefore} days before the start: ${c.percent} % back`;
  return `${REASON_WORDS[c.reason]}: ${c.percent} % back`;
}

/** A settlement as the visitor will be told it (before confirming, and once recorded). */
export function CancellationFigures({ cancellation: c }: { cancellation: SettledCancellation }) {
  return (
    <FigureList
      label="Settlement"
      rows={[
        ["Reason", REASON_WORDS[c.reason]],
        ["Tier", tierWords(c)],
        ["Days before the start", String(c.daysBefore)],
        ["Paid", formatRupees(c.paid)],
        ...(c.settlement === "refund" ? [["Refund", formatRupees(c.refund), "font-semibold"] as [string, string, string]] : []),
        ...(c.settlement === "credit"
          ? [["Retreat credit", c.creditValidUntil ? `${formatRupees(c.credit)} until ${formatDay(c.creditValidUntil)}` : formatRupees(c.credit), "font-semibold"] as [string, string, string]]
          : []),
        ...(c.flightReimbursement > 0 ? [["Flights reimbursed", formatRupees(c.flightReimbursement)] as [string, string]] : []),
        ["Refund due by", c.refundDueBy ? formatDay(c.refundDueBy) : "Nothing to refund"],
      ]}
    />
  );
}
