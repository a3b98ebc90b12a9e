import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { captureVisitSource, sessionStore } from "./lib/lead-source";
import "./index.css";

// Before anything else, so the landing page's referrer and campaign are what is kept.
captureVisitSource(sessionStore(), window.location.href, document.referrer);

const container = document.getElementById("root")!;
const prerendered = container.firstElementChild !== null;

// Prerendered pages arrive with their HTML in place and are hydrated. They were rendered without a
// query string, so hydration starts from an empty one; catalogue filters in the URL apply right after.
const app = (
  <StrictMode>
    <App
      ssrPath={prerendered ? window.location.pathname : undefined}
      ssrSearch={prerendered ? "" : undefined}
    />
  </StrictMode>
);

if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
