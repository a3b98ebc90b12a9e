import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { StatusBadge } from "./status-badge";

/** A booking marked as a duplicate shows **Duplicate** wherever it is listed, instead of its status. */
export function DuplicateBadge({ className }: { className?: string }) {
  return (
    <Badge tone="neutral" className={className} data-duplicate-badge>
      Duplicate
    </Badge>
  );
}

/** The status once: **Duplicate** for a duplicate, else the given control (or the badge). */
export function BookingStatus({ status, duplicateOfId, children }: { status: string; duplicateOfId: number | null | undefined; children?: ReactNode }) {
  if (duplicateOfId != null) return <DuplicateBadge />;
  return <>{children ?? <StatusBadge status={status} />}</>;
}
