/**
 * Book buttons are links to this fragment, the footer's "Get in touch" block: without scripts a
 * press leads to the phone, e-mail and WhatsApp details, and a press made before hydration leaves
 * the fragment in the URL, which tells the hydrated page to open the enquiry dialog.
 */
export const ENQUIRE_ID = "enquire";
export const ENQUIRE_HREF = `#${ENQUIRE_ID}`;

/** Marks Book buttons in the HTML, so a press on one not yet hydrated is not claimed by another. */
export const BOOK_BUTTON_ATTR = "data-book-button";

let claimed = false;
/** The Book button a press before hydration was meant for, decided once (see pressedBookButton). */
let decided: Element | null | undefined;
/** The Book button last clicked before hydration, as seen by the entry module's listener. */
let clicked: Element | null = null;

function bookButtonOf(target: EventTarget | null): Element | null {
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

/**
 * The pressed Book button: the one clicked, else the one with focus. Decided at the first Book
 * button's hydration and kept, so the order in which buttons hydrate, or focus leaving the link
 * meanwhile, cannot leave the press unclaimed.
 */
function pressedBookButton(): Element | null {
  if (decided === undefined) {
    const focused = bookButtonOf(document.activeElement);
    decided = clicked?.isConnected ? clicked : focused;
  }
  return decided;
}

/**
 * True once per page load, for the Book button the visitor pressed before hydration (see
 * pressedBookButton), or, when none is known (Safari does not focus links on click), the fallback
 * button. The fragment is then removed from the URL.
 */
export function claimPendingPress(button: HTMLElement | null, isFallback: boolean): boolean {
  if (claimed || !button || window.location.hash !== ENQUIRE_HREF) return false;
  const pressed = pressedBookButton();
  if (pressed ? pressed !== button : !isFallback) return false;
  claimed = true;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return true;
}

/** For tests: a fresh page load. */
export function resetPendingPress(): void {
  claimed = false;
  decided = undefined;
  clicked = null;
}
