import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";

/** One of the Enquiries tab's calls (api/*.ts): what it sends, and what it refreshes after. */
type DeskMutation<V, R> = (queryClient: QueryClient) => {
  mutationFn: (variables: V) => Promise<R>;
  onSuccess: () => Promise<void>;
};

interface ActionWords {
  done: string;
  failed: string;
  /** The toasts' second lines; a failure says "Please try again." unless told otherwise. */
  doneDetail?: string;
  failedDetail?: string;
}

/**
 * A desk action on one booking: on success a short toast confirms and the call's own refresh runs
 * (the list, counts, booking and timeline); on failure a destructive toast says so (a 401 signs out,
 * in the query client). `then` runs on success before the refetch: a callback given to `mutate`
 * would be lost when the refetched booking unmounts the control that started the action (Not spam
 * disappears with the suspicion it clears).
 */
export function useDeskAction<V, R>(call: DeskMutation<V, R>, words: ActionWords, then?: (variables: V) => void) {
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = call(queryClient);
  return useMutation({
    mutationFn,
    onSuccess: async (_data: R, variables: V) => {
      toast({ title: words.done, description: words.doneDetail });
      then?.(variables);
      await onSuccess();
    },
    onError: () => toast({ variant: "destructive", title: words.failed, description: words.failedDetail ?? "Please try again." }),
  });
}
