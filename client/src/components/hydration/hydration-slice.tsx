import { Suspense, type ReactNode } from "react";

/**
 * A piece of a prerendered page that React 18 hydrates in a pass of its own. The first hydration
 * pass runs in one uninterruptible task; a Suspense boundary found in the server HTML is left for
 * a later, lower-priority pass that yields to the browser every few milliseconds, and a click on a
 * piece not yet hydrated hydrates that piece first. Nothing here suspends, so the empty fallback
 * is never shown: the server HTML stays in place until React adopts it.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
