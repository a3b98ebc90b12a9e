import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { publicApiPaths } from "@shared/public-api-paths";
import { ApiError, throwIfNotOk } from "./api-request";


type UnauthorizedBehavior = "returnNull" | "throw";

/** Reads go through a GET of the query key parts joined with slashes. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) {
      // Read the body anyway: an unread no-store answer keeps the request open in Chromium.
      await res.text();
      return null as T;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** Who is signed in: GET /api/auth/me answers null (its 401) when nobody is. */
export const SESSION_KEY = [publicApiPaths.me.href()] as const;

/** Forgets the signed-in staff member and everything read on their behalf. */
export function endSession(client: QueryClient): void {
  client.setQueryData(SESSION_KEY, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
}

/**
 * The one place that reacts to a 401: from any read or action it means the session has ended
 * (expired, signed out elsewhere, account disabled), so the desk falls back to its sign-in form.
 * On the sign-in steps themselves a 401 is a wrong password or code and nobody is signed in yet,
 * so ending the session there changes nothing.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) endSession(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

let shared: QueryClient | undefined;

/** The one client of the browser session, made when the data layer is first needed. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
