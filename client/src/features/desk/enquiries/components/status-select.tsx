import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BOOKING_STATUSES, type BookingStatus } from "@shared/booking-status";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/hooks/use-toast";
import { capitalize } from "@/lib/format";
import { cn } from "@/lib/utils";
import { updateStatusMutation } from "../api/update-status";

interface StatusSelectProps {
  bookingId: number;
  status: string;
  /** Who the booking belongs to, for the control's accessible name and the toast. */
  name: string;
  /** The booking's reference, named in the toast. */
  reference: string;
  /** The accessible name where the person is already clear (the detail panel); "Status for {name}" otherwise. */
  label?: string;
  /** Shorter on a desk-sized screen, for the list's rows; a phone keeps the 44 px target. */
  compact?: boolean;
  /** From the list: the toast offers Undo for 10 seconds (the row may leave the view with the change). */
  undoable?: boolean;
  /** After the change is saved, with the new status (the panel offers the matching saved reply). */
  onChanged?: (status: BookingStatus) => void;
}

/** docs/site.md §4's words for a saved status change; the booking and its new status follow them. */
const STATUS_UPDATED = "Booking status has been updated successfully.";

/** How long a status change from the list can be undone. */
export const UNDO_MS = 10_000;


export function StatusSelect({ bookingId, status, name, reference, label, compact = false, undoable = false, onChanged }: StatusSelectProps) {
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = updateStatusMutation(queryClient);
  const change = (to: BookingStatus) => `Booking ${reference} (${name}) is now ${capitalize(to)}.`;
  // Undo is a plain call, not this component's mutation: the row may be gone (it left the view) by then.
  const undo = (back: BookingStatus) =>
    mutationFn({ id: bookingId, status: back })
      .then(onSuccess)
      .then(
        () => toast({ title: "Status change undone", description: change(back) }),
        () => toast({ variant: "destructive", title: "Undo failed", description: "Please set the status again." }),
      );
  const mutation = useMutation({
    mutationFn,
    onSuccess: async (_saved, v: { id: number; status: BookingStatus; from: BookingStatus }) => {
      toast({
        title: "Status Updated",
        description: `${STATUS_UPDATED} ${change(v.status)}`,
        ...(undoable && {
          duration: UNDO_MS,
          action: (
            <ToastAction altText={`Undo: put booking ${reference} back to ${capitalize(v.from)}`} onClick={() => void undo(v.from)}>
              Undo
            </ToastAction>
          ),
        }),
      });
      onChanged?.(v.status);
      await onSuccess();
    },
    onError: () => toast({ variant: "destructive", title: "Update Failed", description: "Failed to update booking status. Please try again." }),
  });

  // Show the chosen value while it is saved and the list refetches (onSuccess is awaited).
  const shown = mutation.isPending && mutation.variables ? mutation.variables.status : status;

  return (
    <Select
      value={shown}
      disabled={mutation.isPending}
      onValueChange={(next) => {
        if (next !== status) mutation.mutate({ id: bookingId, status: next as BookingStatus, from: status as BookingStatus });
      }}
    >
      <SelectTrigger
        aria-label={label ?? `Status for ${name}`}
        className={cn("w-36 min-w-0 font-semibold", shown === "confirmed" ? "text-status-confirmed" : shown === "cancelled" ? "text-status-cancelled" : "text-status-pending", compact && "lg:h-6 lg:min-h-6 lg:w-auto lg:gap-0.5 lg:whitespace-nowrap lg:rounded-full lg:px-1.5 lg:py-0 lg:text-sm")}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {BOOKING_STATUSES.map((value) => (
          <SelectItem key={value} value={value}>
            {capitalize(value)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
