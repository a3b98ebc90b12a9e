import { useId, useState, type FormEvent } from "react";
import type { ActivityKind } from "@shared/booking-views";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { addActivityMutation } from "../api/add-activity";
import { useDeskAction } from "../../components/use-desk-action";

const CHANNELS: { kind: Exclude<ActivityKind, "note">; label: string }[] = [
  { kind: "call", label: "Call" },
  { kind: "email", label: "E-mail" },
  { kind: "whatsapp", label: "WhatsApp" },
];

/** Records a contact with the visitor; the first one answers the 24-hour promise. */
export function LogContactForm({ bookingId }: { bookingId: number }) {
  const id = useId();
  const [kind, setKind] = useState<Exclude<ActivityKind, "note">>("call");
  const [body, setBody] = useState("");
  const log = useDeskAction(addActivityMutation, { done: "Contact logged", failed: "Logging failed" });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    log.mutate({ id: bookingId, kind, body: body.trim() || undefined }, { onSuccess: () => setBody("") });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
        Log contact
      </h3>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="sr-only">How you reached the visitor</legend>
        {CHANNELS.map((channel) => (
          <label key={channel.kind} className="inline-flex min-h-11 items-center gap-2 text-base">
            <input
              type="radio"
              name={`${id}-kind`}
              value={channel.kind}
              checked={kind === channel.kind}
              onChange={() => setKind(channel.kind)}
              className="h-4 w-4 accent-teal"
            />
            {channel.label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>What was said (optional)</Label>
        <Textarea id={`${id}-body`} value={body} maxLength={10_000} rows={2} onChange={(e) => setBody(e.target.value)} />
      </div>
      <Button type="submit" className="justify-self-start" disabled={log.isPending}>
        {log.isPending ? "Saving..." : "Log contact"}
      </Button>
    </form>
  );
}
