import { cn } from "@/lib/utils";

/** Shared look of the navbar's links and dropdown triggers. */
export function navLinkClass(active: boolean): string {
  return cn(
    "inline-flex min-h-11 items-center rounded-full px-3 text-[0.95rem] font-medium no-underline transition-colors",
    "text-ink hover:bg-sand hover:text-teal data-[state=open]:bg-sand",
    active && "text-teal underline decoration-saffron decoration-2 underline-offset-8",
  );
}
