/** The home search's record, kept in the browser only and never sent (docs/site.md §3). */
export const LAST_SEARCH_KEY = "lastSearch";

export interface LastSearch {
  /** The chosen experience key. */
  destination: string;
  /** The travel date as the date input gives it (YYYY-MM-DD), or "". */
  date: string;
  /** The guests choice ("1", "2", "3-5", "6-10", "10+"), or "". */
  guests: string;
  /** When the search was made, ISO 8601. */
  searchTimestamp: string;
}

export interface SearchInput {
  destination: string;
  date?: string;
  guests?: string;
}

export function buildLastSearch(input: SearchInput, now: Date = new Date()): LastSearch {
  return {
    destination: input.destination,
    date: input.date ?? "",
    guests: input.guests ?? "",
    searchTimestamp: now.toISOString(),
  };
}

/**
 * Saves the search and returns the record, or null when no experience was chosen
 * (nothing is saved then). Storage may be unavailable (private mode, quota): the
 * search still goes ahead, it is just not remembered.
 */
export function saveLastSearch(input: SearchInput, now: Date = new Date()): LastSearch | null {
  if (!input.destination) return null;
  const record = buildLastSearch(input, now);
  try {
    window.localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(record));
  } catch {
    // Remembering the search is a convenience; never block navigation on it.
  }
  return record;
}

/** Forgets the search (the visitor cleared it on the page it opened). */
export function clearLastSearch(): void {
  try {
    window.localStorage.removeItem(LAST_SEARCH_KEY);
  } catch {
    // Nothing stored that could be read back either.
  }
}

export function readLastSearch(): LastSearch | null {
  try {
    const raw = window.localStorage.getItem(LAST_SEARCH_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isLastSearch(value) ? value : null;
  } catch {
    return null;
  }
}

function isLastSearch(value: unknown): value is LastSearch {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.destination === "string" &&
    v.destination !== "" &&
    typeof v.date === "string" &&
    typeof v.guests === "string" &&
    typeof v.searchTimestamp === "string" &&
    !Number.isNaN(Date.parse(v.searchTimestamp))
  );
}
