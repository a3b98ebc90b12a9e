import { useId, useState } from "react";
import { MessageCircle } from "lucide-react";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { fillPlaceholders, placeholderValues } from "@shared/conversation";
import { staffLabel } from "@shared/staff-profile";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SavedReplyPicker } from "./saved-reply-picker";
import { addActivityMutation } from "../api/add-activity";
import { useDeskAction } from "../../components/use-desk-action";
import { whatsAppLink } from "@shared/whatsapp-link";
import { WHATSAPP_GREETING } from "../whatsapp-greeting";

type Booking = Pick<
  Jsonified<BookingListItem>,
  "id" | "firstName" | "lastName" | "reference" | "tripCategory" | "preferredDates" | "groupSize" | "phone" | "phoneE164" | "erasedAt"
> &
  Partial<Pick<Jsonified<BookingListItem>, "groupSizeAtLeast">>;

/**
 * **WhatsApp**: a message box (a greeting, or a saved reply with its placeholders filled), then a
 * link that opens the chat in a new tab with the message typed in, and records a `whatsapp`
 * contact with that text on the timeline. A phone that couldn't be read says so, as typed.
 */
export function WhatsAppMessage({ booking, me }: { booking: Booking; me: AuthUser }) {
  const [open, setOpen] = useState(false);
  if (booking.erasedAt) return null;
  if (!booking.phoneE164)
    return (
      <p className="text-base text-ink-muted" data-whatsapp-unreadable>
        WhatsApp: the phone number <span className="font-semibold text-ink">{booking.phone || "(none)"}</span> couldn't be read as a
        number, so there is no chat link.
      </p>
    );
  if (!open)
    return (
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        WhatsApp
      </Button>
    );
  return <WhatsAppForm booking={{ ...booking, phoneE164: booking.phoneE164 }} me={me} onDone={() => setOpen(false)} />;
}

function WhatsAppForm({ booking, me, onDone }: { booking: Booking & { phoneE164: string }; me: AuthUser; onDone: () => void }) {
  const id = useId();
  const values = placeholderValues({ ...booking, preferredDates: booking.preferredDates ?? null }, staffLabel(me));
  const [text, setText] = useState(() => fillPlaceholders(WHATSAPP_GREETING, values));
  const record = useDeskAction(addActivityMutation, { done: "WhatsApp message logged", failed: "The WhatsApp message was not logged" }, onDone);
  const message = text.trim();

  return (
    <div className="grid gap-3 rounded-card border border-ink/10 p-3" role="group" aria-labelledby={`${id}-title`} data-whatsapp>
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
        WhatsApp {booking.phoneE164}
      </h3>
      <SavedReplyPicker id={`${id}-template`} label="Start from a saved reply" onPick={(t) => setText(fillPlaceholders(t.body, values))} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>Message</Label>
        <Textarea id={`${id}-text`} value={text} rows={5} maxLength={10_000} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {message ? (
          <a
            href={whatsAppLink(booking.phoneE164, message)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants()}
            onClick={() => record.mutate({ id: booking.id, kind: "whatsapp", body: message })}
            data-whatsapp-link
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Open WhatsApp and log it
          </a>
        ) : (
          <p className="text-base text-ink-muted">Write a message first.</p>
        )}
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
