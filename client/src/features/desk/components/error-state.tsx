import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

interface ErrorStateProps {
  title: string;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

export function ErrorState({ title, error, onRetry, retrying }: ErrorStateProps) {
  return (
    <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6 text-ink">
      <p className="text-lg font-semibold text-status-cancelled">{title}</p>
      {error instanceof Error && <p className="mt-1 break-words text-base text-ink-muted">{error.message}</p>}
      <Button type="button" variant="outline" className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}
