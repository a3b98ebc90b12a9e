import { useCallback, useSyncExternalStore } from "react";
import { ARRIVAL_STATE_KEY, arrivalKey, describeSearch } from "@/lib/home-search-arrival";
import { clearLastSearch, readLastSearch } from "@/lib/last-search";

export interface HomeSearchArrival {
  /** The experience key chosen on the home page; a card with this key is the one to mark. */
  key: string;
  /** "For 2 guests, around 15 January", or null when only an experience was chosen. */
  summary: string | null;
  /** Forgets the search: the note goes, and the enquiry form no longer starts from it. */
  clear: () => void;
}

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener("homesearchcleared", onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener("homesearchcleared", onChange);
  };
}

const current = () => arrivalKey(window.history.state);
// The server's HTML never shows a search: the visitor's choices live in their browser only.
const none = () => null;

/** The home search that opened this page, if any (read from the history entry, so Back and reload keep it). */
export function useHomeSearchArrival(): HomeSearchArrival | null {
  const key = useSyncExternalStore(subscribe, current, none);
  const clear = useCallback(() => {
    clearLastSearch();
    const state = { ...(window.history.state as Record<string, unknown>) };
    delete state[ARRIVAL_STATE_KEY];
    window.history.replaceState(state, "");
    window.dispatchEvent(new Event("homesearchcleared"));
  }, []);
  if (!key) return null;
  const last = readLastSearch();
  const summary = last && last.destination === key ? describeSearch(last, new Date()) : null;
  return { key, summary, clear };
}
