import { useContext, type ReactNode } from "react";
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { sharedQueryClient } from "@/lib/query-client";

/**
 * Gives its subtree the app's query client. Only the staff desk and the enquiry dialog use the
 * data layer, so they bring it with them instead of every public page loading it. A client
 * already provided above (as in tests) is kept.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
