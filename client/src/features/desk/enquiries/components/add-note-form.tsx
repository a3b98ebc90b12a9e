import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { addActivityMutation } from "../api/add-activity";
import { useDeskAction } from "../../components/use-desk-action";

/** An internal note for the team; it is not a contact with the visitor. */
export function AddNoteForm({ bookingId }: { bookingId: number }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [empty, setEmpty] = useState(false);
  const add = useDeskAction(addActivityMutation, { done: "Note added", failed: "Note not saved" });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    setEmpty(!text);
    if (text) add.mutate({ id: bookingId, kind: "note", body: text }, { onSuccess: () => setBody("") });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-1.5" noValidate>
      <Label htmlFor={`${id}-note`}>Note</Label>
      <Textarea
        id={`${id}-note`}
        value={body}
        rows={2}
        maxLength={10_000}
        aria-invalid={empty}
        aria-describedby={empty ? `${id}-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
      />
      {empty && (
        <p id={`${id}-error`} className="text-sm font-medium text-status-cancelled">
          Write the note first.
        </p>
      )}
      <Button type="submit" variant="outline" className="mt-1.5 justify-self-start" disabled={add.isPending}>
        {add.isPending ? "Saving..." : "Add note"}
      </Button>
    </form>
  );
}
