import { BOOKING_STATUSES, type BookingStatus } from "@shared/booking-status";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { capitalize } from "@/lib/format";
import { cn } from "@/lib/utils";
import { updateStatusMutation } from "../api/update-status";
import { useDeskAction } from "../hooks/use-desk-action";

interface StatusSelectProps {
  bookingId: number;
  status: string;
  /** Who the booking belongs to, for the control's accessible name. */
  name: string;
  /** The accessible name where the person is already clear (the detail panel); "Status for {name}" otherwise. */
  label?: string;
  /** Shorter on a desk-sized screen, for the list's rows; a phone keeps the 44 px target. */
  compact?: boolean;
  /** After the change is saved, with the new status (the panel offers the matching saved reply). */
  onChanged?: (status: BookingStatus) => void;
}

const WORDS = {
  done: "Status Updated",
  doneDetail: "Booking status has been updated successfully.",
  failed: "Update Failed",
  failedDetail: "Failed to update booking status. Please try again.",
};

export function StatusSelect({ bookingId, status, name, label, compact = false, onChanged }: StatusSelectProps) {
  const mutation = useDeskAction(updateStatusMutation, WORDS, (v) => onChanged?.(v.status));

  // Show the chosen value while it is saved and the list refetches (onSuccess is awaited).
  const shown = mutation.isPending && mutation.variables ? mutation.variables.status : status;

  return (
    <Select
      value={shown}
      disabled={mutation.isPending}
      onValueChange={(next) => {
        if (next !== status) mutation.mutate({ id: bookingId, status: next as BookingStatus });
      }}
    >
      <SelectTrigger aria-label={label ?? `Status for ${name}`} className={cn("w-36 min-w-0", compact && "lg:h-7 lg:min-h-7 lg:w-32 lg:rounded-lg lg:py-0 lg:text-sm")}>
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
