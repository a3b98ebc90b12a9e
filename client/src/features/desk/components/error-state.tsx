import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The parts of a query (TanStack's result) that its failure shows and retries. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A read that failed: what failed, the server's words, and Retry. */
export function ErrorState({ title, query }: { title: string; query: RetryableQuery }) {
  const { error, isFetching } = query;
  return (
    <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6 text-ink">
      <p className="text-lg font-semibold text-status-cancelled">{title}</p>
      {error instanceof Error && <p className="mt-1 break-words text-base text-ink-muted">{error.message}</p>}
      <Button type="button" variant="outline" className="mt-4" onClick={() => void query.refetch()} disabled={isFetching}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {isFetching ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}
