import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import type { UnmatchedMail as Mail } from "@shared/conversation";
import { formatSubmitted } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { QueryView } from "../../components/query-view";
import { unmatchedMailQueryOptions } from "../api/unmatched-mail";
import { attachMailMutation } from "../api/attach-mail";
import { useDeskAction } from "../hooks/use-desk-action";

/** Incoming e-mails that joined no booking, newest first, each attachable to a booking by its number. */
export function UnmatchedMail({ openBookingId }: { openBookingId: number | null }) {
  const mail = useQuery(unmatchedMailQueryOptions());
  return (
    <QueryView query={mail} loading="Loading unmatched mail" failed="We couldn't load the unmatched mail." spinnerClassName="justify-start py-2">
      {(list) =>
        list.length === 0 ? (
          <p className="text-base text-ink-muted">Every incoming e-mail is on a booking.</p>
        ) : (
          <ul className="grid gap-3" data-unmatched-mail>
            {list.map((m) => (
              <UnmatchedItem key={m.id} mail={m} openBookingId={openBookingId} />
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

function UnmatchedItem({ mail, openBookingId }: { mail: Mail; openBookingId: number | null }) {
  const id = useId();
  const [booking, setBooking] = useState(openBookingId ? String(openBookingId) : "");
  const attach = useDeskAction(attachMailMutation, { done: "E-mail attached", failed: "Attaching failed", failedDetail: "Check the booking number." });
  const n = Number(booking);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (Number.isInteger(n) && n > 0) attach.mutate({ id: mail.id, bookingId: n });
  };
  return (
    <li className="grid gap-2 border-b border-ink/10 pb-3">
      <p className="break-words text-base font-semibold">{mail.subject || "(no subject)"}</p>
      <p className="break-words text-sm text-ink-muted">
        From {mail.from || "(unknown)"} · {formatSubmitted(mail.receivedAt)}
      </p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-booking`}>Booking number</Label>
          <Input id={`${id}-booking`} inputMode="numeric" value={booking} onChange={(e) => setBooking(e.target.value.replace(/\D/g, ""))} className="w-32" />
        </div>
        <Button type="submit" disabled={attach.isPending || !(n > 0)}>
          Attach to booking
        </Button>
      </form>
    </li>
  );
}
