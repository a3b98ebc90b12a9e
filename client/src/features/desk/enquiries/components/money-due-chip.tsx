import { IndianRupee } from "lucide-react";
import { addDays, formatDay, todayIn } from "@shared/money";
import { cn } from "@/lib/utils";
import { useDeskZone } from "../../components/use-desk-zone";

/** Days either side of a due date: due from 7 before it, overdue more than 7 after it (shared/money/allocation.ts). */
const GRACE_DAYS = 7;

interface MoneyDueChipProps {
  /** The due date of the earliest instalment not fully paid. */
  paymentDueOn: string | null;
  /** The day an owed refund is due by. */
  refundDueBy: string | null;
  now: Date;
}

/**
 * What a booking's account owes either way, on its list row: a refund owed and by when, or the
 * earliest instalment not fully paid once it is due or overdue (nothing for one still weeks away).
 */
export function MoneyDueChip({ paymentDueOn, refundDueBy, now }: MoneyDueChipProps) {
  const today = todayIn(useDeskZone(), now);
  const chip = refundDueBy
    ? { text: `Refund owed by ${formatDay(refundDueBy)}`, late: refundDueBy < today }
    : paymentDueOn && paymentDueOn < addDays(today, -GRACE_DAYS)
      ? { text: `Payment overdue since ${formatDay(paymentDueOn)}`, late: true }
      : paymentDueOn && paymentDueOn <= addDays(today, GRACE_DAYS)
        ? { text: `Payment due ${formatDay(paymentDueOn)}`, late: false }
        : undefined;
  if (!chip) return null;
  return (
    <span
      data-money-due
      className={cn(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 text-sm leading-5",
        chip.late ? "border-red-200 bg-red-50 font-semibold text-status-cancelled" : "border-yellow-300 bg-yellow-50 text-status-pending",
      )}
    >
      <IndianRupee className="h-4 w-4 shrink-0" aria-hidden="true" />
      {chip.text}
    </span>
  );
}
