import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { erasePersonalDataMutation } from "../api/erase-personal-data";
import { useDeskAction } from "../hooks/use-desk-action";
import { useDeskTime } from "../../components/use-desk-time";

/**
 * Admins only: erases the visitor's personal fields for good (the row and timeline stay for
 * statistics). Two steps, because it cannot be undone.
 */
export function EraseControl({ bookingId, erasedAt }: { bookingId: number; erasedAt: string | null }) {
  const [asking, setAsking] = useState(false);
  const erase = useDeskAction(erasePersonalDataMutation, {
    done: "Personal data erased",
    failed: "Erasing failed",
  });

  if (erasedAt) return <ErasedLine at={erasedAt} />;
  if (!asking) {
    return (
      <Button type="button" variant="ghost" className="justify-self-start text-status-cancelled" onClick={() => setAsking(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Erase personal data
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm erasing" className="grid gap-3 rounded-xl border border-red-300 bg-red-50 p-3">
      <p className="text-base">
        The name, e-mail, phone and everything the visitor wrote are removed for good. The enquiry's category, dates and
        timeline stay for the figures.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="destructive"
          disabled={erase.isPending}
          onClick={() => erase.mutate(bookingId, { onSettled: () => setAsking(false) })}
        >
          Erase personal data
        </Button>
        <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}

function ErasedLine({ at }: { at: string }) {
  const time = useDeskTime();
  return <p className="text-base text-ink-muted">Personal data erased {time(at)}.</p>;
}
