import { useSyncExternalStore } from "react";
import { ARRIVAL_CLEARED_EVENT, arrivalKey } from "@/lib/home-search-arrival";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(ARRIVAL_CLEARED_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(ARRIVAL_CLEARED_EVENT, onChange);
  };
}

const current = () => arrivalKey(window.history.state);
// The server's HTML never shows a search: the visitor's choices live in their browser only.
const none = () => null;

/**
 * The experience key of the home search that opened this page, if any. It is read from the history
 * entry, so Back and reload keep it; the note that describes the search loads only when there is one.
 */
export function useHomeSearchArrival(): string | null {
  return useSyncExternalStore(subscribe, current, none);
}
