import { claimPendingPress, ENQUIRE_HREF, resetPendingPress, BOOK_BUTTON_ATTR } from "@/components/booking/pending-press";

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
