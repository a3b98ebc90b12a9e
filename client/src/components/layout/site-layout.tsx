import type { ReactNode } from "react";
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
      <TopBar />
      <Navbar />
      {/* tabIndex lets the skip link move focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none focus-visible:ring-0">
        {children}
        <ChatButton />
      </main>
      <Footer />
    </div>
  );
}
