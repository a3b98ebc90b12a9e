import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { fillPlaceholders, placeholderValues, unknownPlaceholders, type ReplyTemplate } from "@shared/conversation";
import { staffLabel } from "@shared/staff-profile";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "../../components/text-field";
import { SavedReplyPicker } from "./saved-reply-picker";
import { sendReplyMutation } from "../api/send-reply";
import { useDeskAction } from "../../components/use-desk-action";
import { bringComposerIntoView } from "../composer-view";

export type ReplyBooking = Pick<Jsonified<BookingListItem>, "id" | "firstName" | "lastName" | "reference" | "tripCategory" | "preferredDates" | "groupSize" | "email"> &
  Partial<Pick<Jsonified<BookingListItem>, "groupSizeAtLeast">>;

interface ComposerFormProps {
  booking: ReplyBooking;
  me: AuthUser;
  onDone: () => void;
  /** After the reply is queued (the desk then opens the view's next booking). */
  onSent?: () => void;
  /** What the form starts with; a blank reply with the reference in the subject otherwise. */
  initial?: { subject: string; body: string };
  title?: string;
  /** The word of the button that closes the form without sending ("Cancel", or "Skip" for an offered reply). */
  cancelLabel?: string;
  /** Who it can go to: the booking's e-mail first, then every other sender on the booking. */
  addresses?: string[];
  /** Each new value brings the message box into view, under the visitor's last message, and focuses it. */
  focusRequest?: number;
}

/**
 * The composer: To, Insert saved reply, subject (with the reference), the message, a preview of
 * exactly what will go with every placeholder filled, and Send reply. What is sent is the preview.
 */
export function ComposerForm({ booking, me, onDone, onSent, initial, title, cancelLabel, addresses, focusRequest }: ComposerFormProps) {
  const id = useId();
  const [subject, setSubject] = useState(initial?.subject ?? `Your enquiry with Inner Light Journeys (${booking.reference})`);
  const [body, setBody] = useState(initial?.body ?? `Dear ${booking.firstName},\n\n`);
  const choices = addresses?.length ? addresses : [booking.email];
  const [to, setTo] = useState(choices[0]);
  const box = useRef<HTMLTextAreaElement>(null);
  const send = useDeskAction(sendReplyMutation, { done: "Reply sent", failed: "The reply was not sent" }, () => {
    onDone();
    onSent?.();
  });
  const values = placeholderValues({ ...booking, preferredDates: booking.preferredDates ?? null }, staffLabel(me));
  const filledSubject = fillPlaceholders(subject, values).trim();
  const filledBody = fillPlaceholders(body, values).trim();
  const unknown = unknownPlaceholders(`${subject}\n${body}`);
  const ready = filledSubject !== "" && filledBody !== "" && unknown.length === 0;

  useEffect(() => {
    if (focusRequest !== undefined && box.current) bringComposerIntoView(box.current);
  }, [focusRequest]);

  const insert = (t: ReplyTemplate) => {
    setSubject(t.subject);
    setBody(t.body);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) send.mutate({ id: booking.id, subject: filledSubject, body: filledBody, to });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-labelledby={`${id}-title`} data-reply-composer>
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
        {title ?? "Reply"}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <select id={`${id}-to`} className={`${fieldControlClass} min-w-0 truncate`} value={to} onChange={(e) => setTo(e.target.value)}>
            {choices.map((address) => (
              <option key={address} value={address}>
                {address}
              </option>
            ))}
          </select>
        </div>
        <SavedReplyPicker id={`${id}-template`} label="Insert saved reply" onPick={insert} />
      </div>
      <TextField id={`${id}-subject`} label="Subject" value={subject} onValue={setSubject} maxLength={300} required />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Message</Label>
        <Textarea ref={box} id={`${id}-body`} value={body} rows={6} maxLength={20_000} onChange={(e) => setBody(e.target.value)} required />
      </div>
      {unknown.length > 0 && (
        <p className="text-base text-status-cancelled" role="alert">
          Unknown placeholder {unknown.join(", ")}: it can't be filled in.
        </p>
      )}
      <section aria-label="Preview" className="grid gap-1 rounded-card border border-ink/15 bg-sand p-3" data-reply-preview>
        <p className="text-sm font-semibold text-ink-muted">Preview: exactly what will go to {to}</p>
        <p className="break-words text-base font-semibold">{filledSubject.includes(booking.reference) ? filledSubject : `${filledSubject} [${booking.reference}]`}</p>
        <p className="whitespace-pre-wrap break-words text-base">{filledBody}</p>
      </section>
      <SubmitOrCancel disabled={!ready || send.isPending} onCancel={onDone} cancelLabel={cancelLabel}>
        {send.isPending ? "Sending..." : "Send reply"}
      </SubmitOrCancel>
    </form>
  );
}
