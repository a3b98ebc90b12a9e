import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { isUnauthorized, signOutLocally } from "@/lib/api/bookings";

/** A 401 from any desk query means the session ended: fall back to the sign-in form. */
export function useSignOutOn401(error: unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isUnauthorized(error)) signOutLocally(queryClient);
  }, [error, queryClient]);
}
