import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { captureVisitSource, sessionStore } from "./lib/lead-source";
import "./index.css";

// Before anything else, so the landing page's referrer and campaign are what is kept.
captureVisitSource(sessionStore(), window.location.href, document.referrer);

const container = document.getElementById("root")!;
const prerendered = container.firstElementChild !== null;

// Server-rendered pages arrive with their HTML in place and are hydrated. A catalogue URL with
// filters was rendered by the server with its query string (server/catalogue-render.ts), and any
// other page ignores the query, so hydration starts from the URL's own query string.
const app = (
  <StrictMode>
    <App
      ssrPath={prerendered ? window.location.pathname : undefined}
      ssrSearch={prerendered ? window.location.search : undefined}
    />
  </StrictMode>
);

// Hydration starts in a task of its own: evaluating this bundle is already one long task on a
// slow phone, and React's set-up would make it longer.
if (prerendered) setTimeout(() => hydrateRoot(container, app), 0);
else createRoot(container).render(app);
