/**
 * **Show map** is a link to the map page (a new tab), so a press before any script runs opens it.
 * Once the entry module runs (client/src/main.tsx) a press is kept for the page instead: the map
 * shows in the page as soon as React has drawn it, however long that takes under load. If React
 * has not come within a few seconds, the link is followed after all, so no press goes unanswered.
 */
export const SHOW_MAP_ATTR = "data-show-map";

/** Long enough for a slow start, short enough that the browser still counts the press as the visitor's. */
const FALLBACK_MS = 4_000;

let pending: { href: string; timer: ReturnType<typeof setTimeout> } | null = null;
/** The maps drawn by React now: they answer presses themselves. */
let answering = 0;

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Run by the entry module before React loads: keeps a Show map press for the map React will draw. */
export function rememberMapPresses(doc: Document): void {
  doc.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${SHOW_MAP_ATTR}]`) : null;
      if (!link || answering > 0 || !plainClick(event)) return;
      event.preventDefault();
      if (pending) return;
      const href = link.href;
      const win = doc.defaultView;
      pending = {
        href,
        timer: setTimeout(() => {
          pending = null;
          if (!win?.open(href, "_blank", "noopener,noreferrer")) win?.location.assign(href);
        }, FALLBACK_MS),
      };
    },
    { capture: true },
  );
}

/**
 * A drawn map answers presses from now on; `show` is called at once for one made before it was
 * drawn. Returns the undo, for when the map leaves the page.
 */
export function answerMapPresses(show: () => void): () => void {
  answering += 1;
  if (pending) {
    clearTimeout(pending.timer);
    pending = null;
    show();
  }
  return () => {
    answering -= 1;
  };
}
