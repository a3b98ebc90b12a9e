import { BellRing } from "lucide-react";
import { cn } from "@/lib/utils";
import { useFollowUpTime } from "../../components/use-desk-time";

/** A booking's follow-up on its list row and in its panel: when, in the desk's zone, on one line; marked once it is due. */
export function FollowUpChip({ at, now }: { at: string; now: Date }) {
  const when = useFollowUpTime();
  const due = Date.parse(at) <= now.getTime();
  return (
    <span
      data-follow-up
      className={cn(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 text-sm leading-5",
        due ? "border-yellow-300 bg-yellow-50 font-semibold text-status-pending" : "border-ink/15 text-ink-muted",
      )}
    >
      <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
      {due ? "Follow-up due" : "Follow up"} {when(at)}
    </span>
  );
}
