import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { isUnauthorized, signOutLocally } from "@/lib/api/bookings";
import { refreshAfterAction } from "@/lib/api/desk";

/**
 * A desk action on one booking: on success the list, counts, booking and timeline are fetched
 * again and a short toast confirms; on failure a destructive toast says so, and a 401 signs out.
 * `then` runs on success before the refetch: a callback given to `mutate` would be lost when the
 * refetched booking unmounts the control that started the action (Not spam disappears with the
 * suspicion it clears).
 */
export function useDeskAction<V, R>(mutationFn: (variables: V) => Promise<R>, words: { done: string; failed: string }, then?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast({ title: words.done });
      then?.();
      await refreshAfterAction(queryClient);
    },
    onError: (error) => {
      toast({ variant: "destructive", title: words.failed, description: "Please try again." });
      if (isUnauthorized(error)) signOutLocally(queryClient);
    },
  });
}
