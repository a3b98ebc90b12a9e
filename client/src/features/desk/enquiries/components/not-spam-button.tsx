import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notSpamMutation } from "../api/not-spam";
import { useDeskAction } from "../../components/use-desk-action";

/** Releases a suspect enquiry into All; its e-mails are sent then. */
export function NotSpamButton({ bookingId, reason, onReleased }: { bookingId: number; reason: string; onReleased?: () => void }) {
  const release = useDeskAction(notSpamMutation, { done: "Moved to All", failed: "Could not release the enquiry" }, onReleased);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-3">
      <p className="text-base text-status-pending">
        <span className="font-semibold">Suspected spam</span> ({reason}). No e-mails were sent.
      </p>
      <Button type="button" variant="outline" disabled={release.isPending} onClick={() => release.mutate(bookingId)}>
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        Not spam
      </Button>
    </div>
  );
}
