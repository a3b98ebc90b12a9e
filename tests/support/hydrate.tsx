import type { ReactElement } from "react";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { Router } from "wouter";
import { DeparturesContext } from "@/features/booking/api/departures-data";

export interface Hydrated {
  container: HTMLElement;
  /** The URLs the history went through until hydration ended, the first being the one served. */
  history: string[];
  /** Errors React recovered from (a mismatch between the server's HTML and the first render). */
  recoverableErrors: unknown[];
  unmount: () => void;
}

/** As a page served with no departures: its cards say Dates on request on both sides and fetch nothing. */
const NO_DEPARTURES = {};

/**
 * Puts the server's HTML of `ui` at `url` in the document, lets `beforeHydration` act on that dead
 * markup as a visitor would, then hydrates it as client/src/main.tsx does: the browser's location,
 * with the URL's own path and query string for hydration.
 */
export function serverThenHydrate(ui: ReactElement, url: string, beforeHydration: (container: HTMLElement) => void = () => {}): Hydrated {
  const [pathAndSearch] = url.split("#");
  const [path, search = ""] = pathAndSearch.split("?");
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(
    <Router ssrPath={path} ssrSearch={search}>
      <DeparturesContext.Provider value={NO_DEPARTURES}>{ui}</DeparturesContext.Provider>
    </Router>,
  );
  window.history.replaceState(null, "", url);
  beforeHydration(container);
  const history = [url];
  const record = () => history.push(window.location.pathname + window.location.search + window.location.hash);
  const push = vi.spyOn(window.history, "pushState").mockImplementation(function (this: History, ...args) {
    History.prototype.pushState.apply(this, args);
    record();
  });
  const replace = vi.spyOn(window.history, "replaceState").mockImplementation(function (this: History, ...args) {
    History.prototype.replaceState.apply(this, args);
    record();
  });
  const recoverableErrors: unknown[] = [];
  let root: Root;
  act(() => {
    root = hydrateRoot(
      container,
      <Router ssrPath={path} ssrSearch={search ? `?${search}` : ""}>
        <DeparturesContext.Provider value={NO_DEPARTURES}>{ui}</DeparturesContext.Provider>
      </Router>,
      { onRecoverableError: (e) => recoverableErrors.push(e) },
    );
  });
  push.mockRestore();
  replace.mockRestore();
  return {
    container,
    history,
    recoverableErrors,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      window.history.replaceState(null, "", "/");
    },
  };
}
