import { memo, type ReactNode } from "react";
import { HydrationSlice } from "@/components/hydration/hydration-slice";
import { ChatButton } from "./chat-button";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";
import { TopBar } from "./top-bar";

/*
 * The frame hydrates in slices, so React's first hydration pass (one uninterruptible task) is almost
 * empty. The slices are memoised: SiteLayout re-renders with every page, and a slice still waiting
 * to hydrate must not receive new props (React 18 would drop its server HTML and render it afresh).
 */
const Header = memo(function Header() {
  return (
    <HydrationSlice>
      <TopBar />
      <Navbar />
    </HydrationSlice>
  );
});

const Chat = memo(function Chat() {
  return (
    <HydrationSlice>
      <ChatButton />
    </HydrationSlice>
  );
});

const SiteFooter = memo(function SiteFooter() {
  return (
    <HydrationSlice>
      <Footer />
    </HydrationSlice>
  );
});

/** The frame of every public page: skip link, top bar, sticky navbar, main, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <SkipLink />
      <Header />
      {/* tabIndex lets the skip link move focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none focus-visible:ring-0">
        {children}
        <Chat />
      </main>
      <SiteFooter />
    </div>
  );
}
