import { formatDay, formatRupees, type Instalment, type InstalmentStatus } from "@shared/money";

const STATE_WORDS: Record<InstalmentStatus["state"], string> = { paid: "Paid", due: "Due", overdue: "Overdue", upcoming: "Upcoming", cancelled: "Cancelled" };
const STATE_LOOKS: Record<InstalmentStatus["state"], string> = {
  paid: "text-status-confirmed",
  due: "text-status-pending",
  overdue: "text-status-cancelled",
  upcoming: "text-ink-muted",
  cancelled: "text-ink-muted",
};

const isStatus = (i: Instalment | InstalmentStatus): i is InstalmentStatus => "state" in i;

/** A schedule as the visitor reads it: each instalment, its day ("on acceptance" before it is fixed), its amount, and once fixed what was paid and its state. */
export function ScheduleTable({ caption, schedule }: { caption: string; schedule: (Instalment | InstalmentStatus)[] }) {
  const withState = schedule.some(isStatus);
  return (
    <table className="w-full text-left text-sm" data-schedule>
      <caption className="text-left text-sm font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-ink/10 text-ink-muted">
          <th scope="col" className="py-1 pr-2 font-semibold">Instalment</th>
          <th scope="col" className="py-1 pr-2 text-right font-semibold">Amount</th>
          {withState && <th scope="col" className="py-1 text-right font-semibold">Paid</th>}
        </tr>
      </thead>
      <tbody>
        {schedule.map((i, n) => (
          <tr key={`${i.label}-${i.dueDate ?? "acceptance"}-${n}`} className="border-b border-ink/5 align-top">
            <th scope="row" className="py-1 pr-2 font-normal">
              <span className="block font-semibold">
                {i.label}
                {i.percent > 0 && <span className="font-normal text-ink-muted"> · {i.percent} %</span>}
              </span>
              <span className="block text-ink-muted">
                {isStatus(i) && i.state === "cancelled" ? "Not due: cancelled" : i.dueDate ? `Due ${formatDay(i.dueDate)}` : "Due on acceptance"}
              </span>
            </th>
            <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">{formatRupees(i.amount)}</td>
            {withState && isStatus(i) && (
              <td className="whitespace-nowrap py-1 text-right tabular-nums">
                <span className="block">{formatRupees(i.paid)}</span>
                <span className={`block font-semibold ${STATE_LOOKS[i.state]}`}>{STATE_WORDS[i.state]}</span>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
