import { useId, useState, type FormEvent } from "react";
import type { BookingListItem, Jsonified, RelatedBooking } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { TextField } from "../../components/text-field";
import { setDuplicateOfMutation } from "../api/set-duplicate-of";
import { findByReference } from "../api/find-by-reference";
import { useDeskAction } from "../../components/use-desk-action";

type Booking = Pick<Jsonified<BookingListItem>, "id" | "duplicateOfId">;

/**
 * **Mark as duplicate**: which booking this one duplicates, chosen from the same person's others or
 * typed as a reference; a duplicate leaves Needs reply and Overdue. Undo takes the mark back.
 */
export function DuplicateControl({ booking, related }: { booking: Booking; related: Jsonified<RelatedBooking>[] }) {
  const [open, setOpen] = useState(false);
  const change = useDeskAction(setDuplicateOfMutation, { done: "Duplicate mark changed", failed: "The duplicate mark was not changed" }, () => setOpen(false));
  if (booking.duplicateOfId !== null) {
    const original = related.find((r) => r.id === booking.duplicateOfId);
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-card border border-ink/15 bg-sand p-3" data-duplicate-of={booking.duplicateOfId}>
        <p className="text-base">
          Marked as a duplicate of <span className="font-semibold">{original ? `enquiry ${original.reference}` : `booking ${booking.duplicateOfId}`}</span>: it is
          not in Needs reply or Overdue.
        </p>
        <Button type="button" variant="outline" disabled={change.isPending} onClick={() => change.mutate({ id: booking.id, bookingId: null })}>
          Undo
        </Button>
      </div>
    );
  }
  if (!open)
    return (
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Mark as duplicate
      </Button>
    );
  return <DuplicateForm booking={booking} related={related} pending={change.isPending} onMark={(bookingId) => change.mutate({ id: booking.id, bookingId })} onCancel={() => setOpen(false)} />;
}

function DuplicateForm({
  booking,
  related,
  pending,
  onMark,
  onCancel,
}: {
  booking: Booking;
  related: Jsonified<RelatedBooking>[];
  pending: boolean;
  onMark: (bookingId: number) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(related[0] ? String(related[0].id) : "");
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (reference.trim()) {
      setLooking(true);
      const found = await findByReference(reference).catch(() => undefined);
      setLooking(false);
      if (!found) return setProblem(`No enquiry has the reference ${reference.trim()}.`);
      if (found.id === booking.id) return setProblem("That is this enquiry's own reference.");
      return onMark(found.id);
    }
    if (chosen) onMark(Number(chosen));
    else setProblem("Choose the enquiry it duplicates, or type its reference.");
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-card border border-ink/10 p-3" aria-labelledby={`${id}-title`} data-duplicate-form>
      <h4 id={`${id}-title`} className="font-sans text-base font-semibold">
        Mark as duplicate
      </h4>
      {related.length > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-of`}>It duplicates</Label>
          <select id={`${id}-of`} className={fieldControlClass} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {related.map((r) => (
              <option key={r.id} value={r.id}>
                Enquiry {r.reference} · {r.tripCategory}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField
        id={`${id}-reference`}
        label={related.length > 0 ? "Or the reference of another enquiry" : "The reference of the enquiry it duplicates"}
        value={reference}
        onValue={setReference}
        maxLength={20}
      />
      {problem && (
        <p className="text-base text-status-cancelled" role="alert">
          {problem}
        </p>
      )}
      <SubmitOrCancel disabled={pending || looking} onCancel={onCancel}>
        {pending || looking ? "Marking..." : "Mark as duplicate"}
      </SubmitOrCancel>
    </form>
  );
}
