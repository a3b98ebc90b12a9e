import { claimPendingPress, ENQUIRE_HREF, resetPendingPress, BOOK_BUTTON_ATTR } from "@/features/booking/pending-press";
import { rememberBookPresses } from "@/features/booking/book-press-memory";

function bookLink(): HTMLAnchorElement {
  const a = document.createElement("a");
  a.href = ENQUIRE_HREF;
  a.setAttribute(BOOK_BUTTON_ATTR, "");
  document.body.append(a);
  return a;
}

afterEach(() => {
  resetPendingPress();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("claimPendingPress", () => {
  it("when a Book link was pressed before hydration, then that one claims it once and the fragment goes", () => {
    const [nav, card] = [bookLink(), bookLink()];
    window.history.replaceState(null, "", `/retreats?q=x${ENQUIRE_HREF}`);
    card.focus();
    expect(claimPendingPress(nav, true)).toBe(false); // another Book link has focus
    expect(claimPendingPress(card, false)).toBe(true);
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?q=x");
    window.history.replaceState(null, "", `/retreats${ENQUIRE_HREF}`);
    expect(claimPendingPress(card, false)).toBe(false);
  });

  it("when no Book link has focus, then only the fallback claims it", () => {
    const [nav, card] = [bookLink(), bookLink()];
    window.history.replaceState(null, "", `/retreats${ENQUIRE_HREF}`);
    expect(claimPendingPress(card, false)).toBe(false);
    expect(claimPendingPress(nav, true)).toBe(true);
  });

  it("when the URL has no enquire fragment, then nothing is claimed", () => {
    const card = bookLink();
    card.focus();
    expect(claimPendingPress(card, true)).toBe(false);
  });
});

describe("rememberBookPresses", () => {
  it("when focus leaves the pressed link before its button hydrates, then that button still claims the press", () => {
    const [nav, card] = [bookLink(), bookLink()];
    window.history.replaceState(null, "", `/retreats${ENQUIRE_HREF}`);
    card.focus();
    // The navbar's fallback button hydrates first and sees the card's focus.
    expect(claimPendingPress(nav, true)).toBe(false);
    card.blur(); // Chromium clears focus once it has scrolled to the fragment
    expect(claimPendingPress(card, false)).toBe(true);
  });

  it("when a Book link is clicked after the entry ran, then that one claims the press whatever has focus", () => {
    const [nav, card, other] = [bookLink(), bookLink(), bookLink()];
    rememberBookPresses(document);
    window.history.replaceState(null, "", `/retreats${ENQUIRE_HREF}`);
    card.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    other.focus();
    expect(claimPendingPress(nav, true)).toBe(false);
    expect(claimPendingPress(other, false)).toBe(false);
    expect(claimPendingPress(card, false)).toBe(true);
  });

  it("when the page opens at the fragment with a Book link focused, then that link is remembered", () => {
    const [nav, card] = [bookLink(), bookLink()];
    window.history.replaceState(null, "", `/retreats${ENQUIRE_HREF}`);
    card.focus();
    rememberBookPresses(document);
    card.blur();
    expect(claimPendingPress(nav, true)).toBe(false);
    expect(claimPendingPress(card, false)).toBe(true);
  });
});
