import { BellRing } from "lucide-react";
import { formatFollowUp } from "@shared/follow-up-times";
import { cn } from "@/lib/utils";
import { useDeskZone } from "../../components/use-desk-zone";

/** A booking's follow-up on its list row and in its panel: when, in the desk's zone; marked once it is due. */
export function FollowUpChip({ at, now }: { at: string; now: Date }) {
  const timeZone = useDeskZone();
  const due = Date.parse(at) <= now.getTime();
  return (
    <span
      data-follow-up
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm",
        due ? "border-yellow-300 bg-yellow-50 font-semibold text-status-pending" : "border-ink/15 text-ink-muted",
      )}
    >
      <BellRing className="h-4 w-4" aria-hidden="true" />
      {due ? "Follow-up due" : "Follow up"} {formatFollowUp(new Date(at), timeZone)}
    </span>
  );
}
