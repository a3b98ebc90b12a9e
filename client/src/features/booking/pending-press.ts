import { bookButtonOf, clickedBookButton, ENQUIRE_HREF, forgetBookPress } from "./book-press-memory";

export { BOOK_BUTTON_ATTR, ENQUIRE_HREF, ENQUIRE_ID } from "./book-press-memory";

let claimed = false;
/** The Book button a press before hydration was meant for, decided once (see pressedBookButton). */
let decided: Element | null | undefined;

/**
 * The pressed Book button: the one clicked, else the one with focus. Decided at the first Book
 * button's hydration and kept, so the order in which buttons hydrate, or focus leaving the link
 * meanwhile, cannot leave the press unclaimed.
 */
function pressedBookButton(): Element | null {
  if (decided === undefined) {
    const focused = bookButtonOf(document.activeElement);
    const clicked = clickedBookButton();
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

/**
 * For tests: a fresh page load.
 * @internal
 */
export function resetPendingPress(): void {
  claimed = false;
  decided = undefined;
  forgetBookPress();
}
