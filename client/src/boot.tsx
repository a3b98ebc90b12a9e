import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";

// Public pages count their visits once React is fetched (client/src/main.tsx): one request less than
// a module of its own.
export { default as trackPageviews } from "./lib/visit-beacon";

/**
 * Starts React on the page. Server-rendered pages arrive with their HTML in place and are hydrated.
 * A catalogue URL with filters was rendered by the server with its query string
 * (server/web/catalogue-render.ts), and any other page ignores the query, so hydration starts from the
 * URL's own query string.
 */
export function boot(container: HTMLElement, prerendered: boolean): void {
  const app = (
    <StrictMode>
      <App
        ssrPath={prerendered ? window.location.pathname : undefined}
        ssrSearch={prerendered ? window.location.search : undefined}
      />
    </StrictMode>
  );
  // Hydration starts in a task of its own: evaluating the bundle is already one long task on a
  // slow phone, and React's set-up would make it longer. As a transition it is also cut into slices
  // of about 5 ms that give way to the browser (and to a visitor's tap, which React hydrates first),
  // where a default-priority hydration would run each boundary in one task.
  if (prerendered) setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0);
  else createRoot(container).render(app);
}
