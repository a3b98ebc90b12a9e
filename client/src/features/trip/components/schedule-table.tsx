import { formatRupees, type Instalment, type InstalmentStatus } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { INSTALMENT_STATE_LABELS, INSTALMENT_STATE_TONES, dueText } from "../trip-words";

const isStatus = (i: Instalment | InstalmentStatus): i is InstalmentStatus => "state" in i;

function PaidSoFar({ instalment }: { instalment: InstalmentStatus }) {
  if (instalment.paid === 0 || instalment.paid >= instalment.amount) return null;
  return <span className="block text-sm font-normal text-ink-muted">{formatRupees(instalment.paid)} paid</span>;
}

/**
 * The instalments with their due dates, amounts and states. Each state is a word in the row
 * (Paid, Due, Overdue, Upcoming), so it reads without colour and in a screen reader's table mode.
 */
export function ScheduleTable({ instalments }: { instalments: (Instalment | InstalmentStatus)[] }) {
  const withStates = instalments.some(isStatus);
  return (
    <table className="w-full border-collapse text-left text-sm sm:text-base">
      <caption className="sr-only">Payment schedule</caption>
      <thead>
        <tr className="text-sm text-ink-muted">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Instalment
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Amount
          </th>
          {withStates && (
            <th scope="col" className="py-2 text-right font-semibold">
              State
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {instalments.map((i, n) => (
          <tr key={`${i.label}-${i.dueDate ?? "on-acceptance"}-${n}`} className="border-t border-sand-dark align-top">
            <th scope="row" className="py-3 pr-3 font-semibold text-ink">
              {i.label}
              <span className="block text-sm font-normal text-ink-muted">
                {i.percent > 0 && `${i.percent} % · `}
                {isStatus(i) && i.state === "cancelled" ? "Not due: the booking is cancelled" : dueText(i.dueDate)}
              </span>
            </th>
            <td className="whitespace-nowrap py-3 pr-3 text-right font-semibold tabular-nums text-ink">
              {formatRupees(i.amount)}
              {isStatus(i) && <PaidSoFar instalment={i} />}
            </td>
            {withStates && (
              <td className="whitespace-nowrap py-3 text-right">
                {isStatus(i) && (
                  <Badge tone={INSTALMENT_STATE_TONES[i.state]} className="px-2.5 py-0.5 normal-case">
                    {INSTALMENT_STATE_LABELS[i.state]}
                  </Badge>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
