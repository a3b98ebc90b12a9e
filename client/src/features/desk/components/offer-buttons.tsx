import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { offerMutation } from "../api/offer";

/**
 * **Skip** and **Extend offer** for a booking that holds an offer of places: on the booking's own
 * page and on its departure's, where staff see the whole line. A refusal (the offer lapsed or was
 * taken meanwhile) is said beside the buttons.
 */
export function OfferButtons({ bookingId, label, size = "md" }: { bookingId: number; label?: string; size?: "md" | "sm" }) {
  const offer = useMutation(offerMutation(useQueryClient()));
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size={size} disabled={offer.isPending} aria-label={label ? `Skip ${label}` : undefined} onClick={() => offer.mutate({ id: bookingId, action: "skip" })}>
          Skip
        </Button>
        <Button type="button" variant="outline" size={size} disabled={offer.isPending} aria-label={label ? `Extend offer to ${label}` : undefined} onClick={() => offer.mutate({ id: bookingId, action: "extend" })}>
          Extend offer
        </Button>
      </div>
      {offer.isError && (
        <p role="alert" className="text-sm text-status-cancelled">
          {offer.error.message}
        </p>
      )}
    </div>
  );
}
