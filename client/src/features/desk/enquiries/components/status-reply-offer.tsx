import { useQuery } from "@tanstack/react-query";
import type { AuthUser } from "@shared/api-types";
import { placeholderValues } from "@shared/conversation";
import { Spinner } from "@/components/ui/spinner";
import { replyTemplatesQueryOptions } from "../../api/reply-templates";
import { STATUS_REPLY_NAMES, statusReplyDraft } from "../status-reply";
import { ComposerForm, type ReplyBooking } from "./reply-composer";

/**
 * Right after a booking is confirmed or cancelled: the matching saved reply, filled in and
 * editable, with Send reply and Skip. Nothing goes until Send reply is pressed.
 */
export function StatusReplyOffer({ booking, me, status, onDone }: { booking: ReplyBooking; me: AuthUser; status: string; onDone: () => void }) {
  const templates = useQuery(replyTemplatesQueryOptions());
  if (templates.isPending) return <Spinner label="Loading saved replies" />;
  const values = placeholderValues({ ...booking, preferredDates: booking.preferredDates ?? null }, me.username);
  const draft = statusReplyDraft(status, templates.data ?? [], values);
  const word = status === "confirmed" ? "confirmed" : "cancelled";
  return (
    <div className="grid gap-2 rounded-card border border-teal/30 bg-teal-light p-3" data-status-reply={status}>
      <p className="text-base">
        The booking is {word}. Tell {booking.firstName}?{" "}
        {draft ? `This is the saved reply "${STATUS_REPLY_NAMES[status]}", filled in: change anything before sending.` : `There is no saved reply named "${STATUS_REPLY_NAMES[status]}": write one here.`}
      </p>
      <ComposerForm booking={booking} me={me} onDone={onDone} initial={draft ?? undefined} title={`Reply to ${booking.email}`} cancelLabel="Skip" />
    </div>
  );
}
