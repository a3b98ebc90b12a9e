import type { ReactNode } from "react";

// Temporary: replaced by the real layout (top bar, navbar, footer).
export function SiteLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
