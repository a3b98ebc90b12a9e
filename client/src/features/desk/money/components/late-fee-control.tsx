import { useState } from "react";
import { formatRupees, LATE_FEE_PERCENT } from "@shared/money";
import { Button } from "@/components/ui/button";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { lateFeeMutation } from "../api/late-fee";
import { useMoneyAction } from "../hooks/use-money-action";

/**
 * **Late fee** ("at management discretion"): the amount the account says it would add is shown,
 * and only a second press adds it, as an instalment due today.
 */
export function LateFeeControl({ bookingId, lateFee }: { bookingId: number; lateFee: number }) {
  const [confirming, setConfirming] = useState(false);
  const add = useMoneyAction(lateFeeMutation, "Late fee added", () => setConfirming(false));
  if (lateFee <= 0) return null;
  if (!confirming) {
    return (
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
        Late fee
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Late fee" className="grid gap-2 rounded-card border border-ink/10 p-3" data-late-fee>
      <p className="text-sm">
        Add a late fee of <strong className="tabular-nums">{formatRupees(lateFee)}</strong> ({LATE_FEE_PERCENT} % of what is overdue), due today?
      </p>
      {add.isError && <FormMessage tone="error">{errorText(add.error, "The late fee was not added. Please try again.")}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={add.isPending} onClick={() => add.mutate({ id: bookingId })}>
          Add {formatRupees(lateFee)}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
