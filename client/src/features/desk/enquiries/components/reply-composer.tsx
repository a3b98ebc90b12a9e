import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { useId, useState, type FormEvent } from "react";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { fillPlaceholders, placeholderValues, unknownPlaceholders, type ReplyTemplate } from "@shared/conversation";
import { staffLabel } from "@shared/staff-profile";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "../../components/text-field";
import { SavedReplyPicker } from "./saved-reply-picker";
import { sendReplyMutation } from "../api/send-reply";
import { useDeskAction } from "../hooks/use-desk-action";

export type ReplyBooking = Pick<Jsonified<BookingListItem>, "id" | "firstName" | "lastName" | "reference" | "tripCategory" | "preferredDates" | "groupSize" | "email">;

/**
 * Reply opens the composer: subject (with the reference), body, Insert saved reply, a preview of
 * exactly what will go with every placeholder filled, and Send reply. What is sent is the preview.
 */
export function ReplyComposer({ booking, me }: { booking: ReplyBooking; me: AuthUser }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button type="button" className="justify-self-start" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  return <ComposerForm booking={booking} me={me} onDone={() => setOpen(false)} />;
}

interface ComposerFormProps {
  booking: ReplyBooking;
  me: AuthUser;
  onDone: () => void;
  /** What the form starts with; a blank reply with the reference in the subject otherwise. */
  initial?: { subject: string; body: string };
  title?: string;
  /** The word of the button that closes the form without sending ("Cancel", or "Skip" for an offered reply). */
  cancelLabel?: string;
}

/** The composer itself: also opened in place by a status change, with the matching saved reply filled in. */
export function ComposerForm({ booking, me, onDone, initial, title, cancelLabel }: ComposerFormProps) {
  const id = useId();
  const [subject, setSubject] = useState(initial?.subject ?? `Your enquiry with Inner Light Journeys (${booking.reference})`);
  const [body, setBody] = useState(initial?.body ?? `Dear ${booking.firstName},\n\n`);
  const send = useDeskAction(sendReplyMutation, { done: "Reply sent", failed: "The reply was not sent" }, onDone);
  const values = placeholderValues({ ...booking, preferredDates: booking.preferredDates ?? null }, staffLabel(me));
  const filledSubject = fillPlaceholders(subject, values).trim();
  const filledBody = fillPlaceholders(body, values).trim();
  const unknown = unknownPlaceholders(`${subject}\n${body}`);
  const ready = filledSubject !== "" && filledBody !== "" && unknown.length === 0;

  const insert = (t: ReplyTemplate) => {
    setSubject(t.subject);
    setBody(t.body);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) send.mutate({ id: booking.id, subject: filledSubject, body: filledBody });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-labelledby={`${id}-title`} data-reply-composer>
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
        {title ?? `Reply to ${booking.email}`}
      </h3>
      <SavedReplyPicker id={`${id}-template`} label="Insert saved reply" onPick={insert} />
      <TextField id={`${id}-subject`} label="Subject" value={subject} onValue={setSubject} maxLength={300} required />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Message</Label>
        <Textarea id={`${id}-body`} value={body} rows={8} maxLength={20_000} onChange={(e) => setBody(e.target.value)} required />
      </div>
      {unknown.length > 0 && (
        <p className="text-base text-status-cancelled" role="alert">
          Unknown placeholder {unknown.join(", ")}: it can't be filled in.
        </p>
      )}
      <section aria-label="Preview" className="grid gap-1 rounded-card border border-ink/15 bg-sand p-3" data-reply-preview>
        <p className="text-sm font-semibold text-ink-muted">Preview: exactly what will go</p>
        <p className="break-words text-base font-semibold">{filledSubject.includes(booking.reference) ? filledSubject : `${filledSubject} [${booking.reference}]`}</p>
        <p className="whitespace-pre-wrap break-words text-base">{filledBody}</p>
      </section>
      <SubmitOrCancel disabled={!ready || send.isPending} onCancel={onDone} cancelLabel={cancelLabel}>
        {send.isPending ? "Sending..." : "Send reply"}
      </SubmitOrCancel>
    </form>
  );
}
