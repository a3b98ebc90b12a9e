import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>
);

// Prerendered pages arrive with their HTML in place; hydrate them instead of rendering anew.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
