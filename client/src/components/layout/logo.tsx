import { cn } from "@/lib/utils";

/**
 * The company's mark in the bar and the footer, drawn by the stylesheet (`.site-logo` in client/src/index.css):
 * no request before the first paint and no bytes in the page's JavaScript. Decorative: the site's
 * name follows it in the same link.
 */
export function Logo({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn("site-logo block", className)} />;
}
