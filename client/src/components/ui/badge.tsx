// shadcn/ui, adapted
import type { HTMLAttributes } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

// Status tones pair the dark status colours with pale backgrounds (AA contrast, at least 5.9:1).
export const badgeVariants = cva(
  "inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold capitalize",
  {
    variants: {
      tone: {
        neutral: "border-ink/15 bg-sand text-ink",
        confirmed: "border-green-200 bg-green-50 text-status-confirmed",
        cancelled: "border-red-200 bg-red-50 text-status-cancelled",
        pending: "border-yellow-200 bg-yellow-50 text-status-pending",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
