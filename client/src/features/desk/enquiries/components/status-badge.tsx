import { Badge } from "@/components/ui/badge";

/** docs/site.md §4: confirmed green, cancelled red, anything else (pending) yellow. */
function statusTone(status: string): "confirmed" | "cancelled" | "pending" {
  if (status === "confirmed") return "confirmed";
  if (status === "cancelled") return "cancelled";
  return "pending";
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} data-tone={statusTone(status)}>
      {status}
    </Badge>
  );
}
