import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ErrorState, type RetryableQuery } from "./error-state";

interface QueryViewProps<T> {
  query: RetryableQuery & { isPending: boolean; isError: boolean; data: T | undefined };
  /** The spinner's words while the first answer is awaited, e.g. "Loading the team". */
  loading: string;
  /** The error's title, e.g. "We couldn't load the team." */
  failed: string;
  spinnerClassName?: string;
  children: (data: T) => ReactNode;
}

/** Every desk read goes through the same three states: loading, failed (with Retry), or its data. */
export function QueryView<T>({ query, loading, failed, spinnerClassName, children }: QueryViewProps<T>) {
  if (query.isPending) return <Spinner label={loading} className={spinnerClassName} />;
  if (query.isError) return <ErrorState title={failed} query={query} />;
  return <>{children(query.data as T)}</>;
}
