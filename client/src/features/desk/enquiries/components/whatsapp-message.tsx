import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { fillPlaceholders, placeholderValues } from "@shared/conversation";
import { Button, buttonVariants } from "@/components/ui/button";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { replyTemplatesQueryOptions } from "../api/reply-templates";
import { addActivityMutation } from "../api/add-activity";
import { useDeskAction } from "../hooks/use-desk-action";
import { WHATSAPP_GREETING, whatsAppLink } from "../whatsapp-link";

type Booking = Pick<
  Jsonified<BookingListItem>,
  "id" | "firstName" | "lastName" | "reference" | "tripCategory" | "preferredDates" | "groupSize" | "phone" | "phoneE164" | "erasedAt"
>;

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
  const templates = useQuery(replyTemplatesQueryOptions());
  const values = placeholderValues({ ...booking, preferredDates: booking.preferredDates ?? null }, me.username);
  const [text, setText] = useState(() => fillPlaceholders(WHATSAPP_GREETING, values));
  const record = useDeskAction(addActivityMutation, { done: "WhatsApp message logged", failed: "The WhatsApp message was not logged" }, onDone);
  const message = text.trim();

  const insert = (templateId: string) => {
    const t = templates.data?.find((x) => String(x.id) === templateId);
    if (t) setText(fillPlaceholders(t.body, values));
  };

  return (
    <div className="grid gap-3 rounded-card border border-ink/10 p-3" role="group" aria-labelledby={`${id}-title`} data-whatsapp>
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
        WhatsApp {booking.phoneE164}
      </h3>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-template`}>Start from a saved reply</Label>
        <select id={`${id}-template`} className={fieldControlClass} value="" onChange={(e) => insert(e.target.value)} disabled={!templates.data?.length}>
          <option value="">{templates.isPending ? "Loading saved replies…" : "Choose a saved reply"}</option>
          {templates.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
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
