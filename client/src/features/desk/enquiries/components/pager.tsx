import { Button } from "@/components/ui/button";

interface PagerProps {
  shown: number;
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function Pager({ shown, total, hasMore, loading, onLoadMore }: PagerProps) {
  return (
    <div className="flex flex-col items-center gap-3 py-4">
      <p className="text-base text-ink-muted" aria-live="polite">
        Showing {shown} of {total ?? shown} bookings
      </p>
      {hasMore && (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={loading}>
          {loading ? "Loading..." : "Load more"}
        </Button>
      )}
    </div>
  );
}
