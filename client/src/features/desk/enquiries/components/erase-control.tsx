import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { formatSubmitted } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { erasePersonalDataMutation, erasureStateQueryOptions } from "../api/erase-personal-data";
import { useDeskAction } from "../../components/use-desk-action";

const ERASE_WORDS = { done: "Personal data erased", failed: "Erasing failed" };

/**
 * Admins only: erases the visitor's personal fields for good (the row and timeline stay for
 * statistics). Two steps, because it cannot be undone. An erasure whose removal from the server's
 * files has not finished says so, with Retry.
 */
export function EraseControl({ bookingId, erasedAt }: { bookingId: number; erasedAt: string | null }) {
  const [asking, setAsking] = useState(false);
  const erase = useDeskAction(erasePersonalDataMutation, ERASE_WORDS);

  if (erasedAt) return <ErasedNote bookingId={bookingId} erasedAt={erasedAt} />;
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

/** The erasure's date, and while its removal from the server's files is pending, the reason and Retry. */
function ErasedNote({ bookingId, erasedAt }: { bookingId: number; erasedAt: string }) {
  const state = useQuery(erasureStateQueryOptions(bookingId));
  const retry = useDeskAction(erasePersonalDataMutation, ERASE_WORDS);
  if (!state.data?.pending) return <p className="text-base text-ink-muted">Personal data erased {formatSubmitted(erasedAt)}.</p>;
  return (
    <div role="alert" aria-label="Erasure not finished" className="grid gap-2 rounded-xl border border-red-300 bg-red-50 p-3">
      <p className="text-base">
        Personal data erased from the enquiry {formatSubmitted(erasedAt)}, but not yet from the server's files: no backup is
        written until it is. {state.data.lastError ? `Last error: ${state.data.lastError}` : ""}
      </p>
      <Button type="button" variant="destructive" className="justify-self-start" disabled={retry.isPending} onClick={() => retry.mutate(bookingId)}>
        Retry
      </Button>
    </div>
  );
}
