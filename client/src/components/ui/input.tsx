// shadcn/ui, adapted
import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** Shared by inputs and select triggers so every control lines up. */
export const fieldControlClass =
  "flex min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 py-2 text-base text-ink placeholder:text-ink-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:bg-sand disabled:opacity-70 aria-[invalid=true]:border-status-cancelled";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = "text", ...props }, ref) => (
    <input ref={ref} type={type} className={cn(fieldControlClass, className)} {...props} />
  ),
);
Input.displayName = "Input";
