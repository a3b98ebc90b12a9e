import { AlarmClock, CheckCircle2, Clock, Copy, type LucideIcon } from "lucide-react";
import type { PromiseTone, ReplyPromise } from "../../lib/reply-promise";
import { cn } from "@/lib/utils";

const LOOK: Record<PromiseTone, { icon: LucideIcon; className: string }> = {
  due: { icon: Clock, className: "border-ink/15 bg-white text-ink" },
  soon: { icon: Clock, className: "border-yellow-300 bg-yellow-50 text-status-pending" },
  overdue: { icon: AlarmClock, className: "border-red-300 bg-red-50 text-status-cancelled" },
  answered: { icon: CheckCircle2, className: "border-green-200 bg-green-50 text-status-confirmed" },
  duplicate: { icon: Copy, className: "border-ink/15 bg-sand text-ink-muted" },
};

/** The 24-hour promise in words first; colour and icon only repeat what the words say. */
export function PromiseChip({ promise, className }: { promise: ReplyPromise; className?: string }) {
  const { icon: Icon, className: look } = LOOK[promise.tone];
  return (
    <span
      data-promise={promise.tone}
      className={cn("inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold", look, className)}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {promise.text}
    </span>
  );
}
