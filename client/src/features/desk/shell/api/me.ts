import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@shared/api-types";
import { getQueryFn, SESSION_KEY } from "@/lib/query-client";

/** GET /api/auth/me: who is signed in, or null. Every screen of the desk starts here. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: getQueryFn<AuthUser | null>({ on401: "returnNull" }),
  });

/** After a change to one's own account (password, two-factor): ask again who we are. */
export function refreshMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

/** A finished sign-in answers the user: the desk opens without asking again. */
export function signedIn(queryClient: QueryClient, user: AuthUser): void {
  queryClient.setQueryData(SESSION_KEY, user);
}
