import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";

type MoneyCall<V, R> = (queryClient: QueryClient) => { mutationFn: (v: V) => Promise<R>; onSuccess: () => Promise<void> };

/**
 * A money action from a form: a toast confirms it and the booking is read again; a refusal stays in
 * the form, in the server's own words (`errorText(action.error)`), so "already recorded on booking
 * …" is read where the reference was typed.
 */
export function useMoneyAction<V, R>(call: MoneyCall<V, R>, done: string, then?: (result: R) => void) {
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = call(queryClient);
  return useMutation({
    mutationFn,
    onSuccess: async (result: R) => {
      toast({ title: done });
      then?.(result);
      await onSuccess();
    },
  });
}
