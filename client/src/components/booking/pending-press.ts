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

/**
 * True once per page load, for the Book button the visitor pressed before hydration: the one that
 * has focus (browsers focus a clicked link), or, when no Book button has focus (Safari does not
 * focus links on click), the fallback button. The fragment is then removed from the URL.
 */
export function claimPendingPress(button: HTMLElement | null, isFallback: boolean): boolean {
  if (claimed || !button || window.location.hash !== ENQUIRE_HREF) return false;
  const active = document.activeElement;
  const anotherHasFocus = active instanceof HTMLElement && active !== button && active.hasAttribute(BOOK_BUTTON_ATTR);
  if (active !== button && (anotherHasFocus || !isFallback)) return false;
  claimed = true;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return true;
}

/** For tests: a fresh page load. */
export function resetPendingPress(): void {
  claimed = false;
}
