// What the entry module needs before React runs (client/src/main.tsx); kept apart from the claim
// logic in pending-press.ts so that every page's first script carries only this.

/**
 * Book buttons are links to this fragment, the footer's "Get in touch" block: without scripts a
 * press leads to the phone, e-mail and WhatsApp details, and a press made before hydration leaves
 * the fragment in the URL, which tells the hydrated page to open the enquiry dialog.
 */
export const ENQUIRE_ID = "enquire";
export const ENQUIRE_HREF = `#${ENQUIRE_ID}`;

/** Marks Book buttons in the HTML, so a press on one not yet hydrated is not claimed by another. */
export const BOOK_BUTTON_ATTR = "data-book-button";

/** The Book button last clicked before hydration, as seen by the entry module's listener. */
let clicked: Element | null = null;

export function bookButtonOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${BOOK_BUTTON_ATTR}]`) : null;
}

/**
 * Run by the entry module before React loads: remembers which Book button the visitor presses
 * from then on, and the one that has focus now (a press made before the entry ran). Browsers
 * differ on focus (Chromium focuses a clicked link, then clears focus when it scrolls to the
 * fragment a frame later; Safari never focuses it), so focus at hydration is not enough.
 */
export function rememberBookPresses(doc: Document): void {
  if (doc.defaultView?.location.hash === ENQUIRE_HREF) clicked = bookButtonOf(doc.activeElement);
  doc.addEventListener(
    "click",
    (event) => {
      const button = bookButtonOf(event.target);
      if (button) clicked = button;
    },
    { capture: true },
  );
}

/** The Book button clicked (or focused) before hydration, if any. */
export function clickedBookButton(): Element | null {
  return clicked;
}

/** For tests: a fresh page load. */
export function forgetBookPress(): void {
  clicked = null;
}
