import { countLabel } from "@shared/search-counts";
import { Button } from "@/components/ui/button";

interface PagerProps {
  shown: number;
  total: number | null;
  /** The total is a search's count that stopped at its cap: "1,000+". */
  totalCapped?: boolean;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function Pager({ shown, total, totalCapped = false, hasMore, loading, onLoadMore }: PagerProps) {
  return (
    <div className="flex flex-col items-center gap-3 py-4">
      <p className="text-base text-ink-muted" aria-live="polite">
        Showing {shown} of {countLabel(total ?? shown, totalCapped)} bookings
      </p>
      {hasMore && (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={loading}>
          {loading ? "Loading..." : "Load more"}
        </Button>
      )}
    </div>
  );
}
