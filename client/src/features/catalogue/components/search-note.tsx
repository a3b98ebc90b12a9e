import { Search, X } from "lucide-react";
import { ARRIVAL_CLEARED_EVENT, ARRIVAL_STATE_KEY } from "@/lib/home-search-arrival";
import { describeSearch } from "@/lib/describe-search";
import { clearLastSearch, readLastSearch } from "@/lib/last-search";

/** Forgets the search: the note and the mark go, and the enquiry form no longer starts from it. */
function forget() {
  clearLastSearch();
  const state = { ...(window.history.state as Record<string, unknown>) };
  delete state[ARRIVAL_STATE_KEY];
  window.history.replaceState(state, "");
  window.dispatchEvent(new Event(ARRIVAL_CLEARED_EVENT));
}

/**
 * "Your search: For 2 guests, around 15 January", with a button that forgets it. Its own chunk,
 * loaded only on a page the home search opened.
 */
export default function SearchNote({ searchKey, className }: { searchKey: string; className?: string }) {
  const last = readLastSearch();
  const summary = last && last.destination === searchKey ? describeSearch(last, new Date()) : null;
  if (!summary) return null;
  return (
    <p
      data-testid="search-note"
      className={`flex items-center gap-2 rounded-xl bg-teal-light px-3 py-1.5 text-sm font-medium text-teal ${className ?? ""}`}
    >
      <Search aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="grow">Your search: {summary}</span>
      <button
        type="button"
        onClick={forget}
        className="inline-flex h-9 items-center gap-1 rounded-full px-2 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
      >
        <X aria-hidden="true" className="h-4 w-4" />
        Clear
      </button>
    </p>
  );
}
