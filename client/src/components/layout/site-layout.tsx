import type { ReactNode } from "react";
import { HydrationSlice } from "@/components/hydration/hydration-slice";
import { ChatButton } from "./chat-button";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";
import { TopBar } from "./top-bar";

/** The frame of every public page: skip link, top bar, sticky navbar, main, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <SkipLink />
      {/* The frame hydrates in slices, so the first pass (one long task) is almost empty. */}
      <HydrationSlice>
        <TopBar />
        <Navbar />
      </HydrationSlice>
      {/* tabIndex lets the skip link move focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none focus-visible:ring-0">
        {children}
        <HydrationSlice>
          <ChatButton />
        </HydrationSlice>
      </main>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
    </div>
  );
}
