import { useMutation, useQueryClient } from "@tanstack/react-query";
import { departureDatesText, type AdminDeparture } from "@shared/departures";
import { useReturnFocus } from "../../components/use-return-focus";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { changeDeparture, refreshDepartures } from "../../api/departures";

export type StatusChange = "closed" | "cancelled" | "open";

const WORDS: Record<StatusChange, { action: string; done: string; says: string }> = {
  closed: { action: "Close departure", done: "Departure closed", says: "It leaves the site and takes no new enquiries or quotes; the quotes already sent can still be accepted." },
  cancelled: { action: "Cancel departure", done: "Departure cancelled", says: "It leaves the site for good. A departure with places taken can't be cancelled until those bookings are moved or cancelled." },
  open: { action: "Open departure", done: "Departure open", says: "It shows on the site again and takes enquiries and quotes." },
};

/** Asks before a departure is closed, cancelled or opened again; a refusal (409) is said plainly in the dialog and nothing changes. */
export function StatusConfirm({ departure, to, onClose }: { departure: AdminDeparture; to: StatusChange | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: changeDeparture,
    onSuccess: async () => {
      toast({ title: WORDS[to ?? "closed"].done });
      onClose();
      await refreshDepartures(queryClient);
    },
  });
  const words = to ? WORDS[to] : null;
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={to !== null}
      onOpenChange={(open) => {
        if (open) return;
        change.reset();
        onClose();
      }}
    >
      <DialogContent data-status-confirm {...returnFocus}>
        {words && to && (
          <>
            <DialogHeader>
              <DialogTitle>{`${words.action}?`}</DialogTitle>
              <DialogDescription>
                {departure.programme}, {departureDatesText(departure.startDate, departure.endDate)}. {words.says}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-4">
              {change.isError && <FormMessage tone="error">{errorText(change.error, "Nothing was changed. Please try again.")}</FormMessage>}
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant={to === "cancelled" ? "destructive" : "primary"} disabled={change.isPending} onClick={() => change.mutate({ id: departure.id, patch: { status: to } })}>
                  {words.action}
                </Button>
                <Button type="button" variant="ghost" onClick={onClose}>
                  Keep it as it is
                </Button>
              </div>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
