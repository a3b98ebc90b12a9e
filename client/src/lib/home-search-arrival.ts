/** Where the home search leaves its choice in the history entry of the page it opens. */
export const ARRIVAL_STATE_KEY = "homeSearch";

/** Sent when the visitor clears the search, so every view reading the history entry updates. */
export const ARRIVAL_CLEARED_EVENT = "homesearchcleared";

/** The history state that marks a page as opened by the home search for experience `key`. */
export function arrivalState(key: string): Record<string, string> {
  return { [ARRIVAL_STATE_KEY]: key };
}

/** The experience key a history entry was opened for, or null. */
export function arrivalKey(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const key = (state as Record<string, unknown>)[ARRIVAL_STATE_KEY];
  return typeof key === "string" && key.length > 0 && key.length <= 64 ? key : null;
}
