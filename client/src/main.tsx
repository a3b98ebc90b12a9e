import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import "./index.css";

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

// Hydration starts in a task of its own: evaluating this bundle is already one long task on a
// slow phone, and React's set-up would make it longer.
if (prerendered) setTimeout(() => hydrateRoot(container, app), 0);
else createRoot(container).render(app);
