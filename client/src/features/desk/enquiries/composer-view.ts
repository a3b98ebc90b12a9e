/** The box the desk scrolls in: the open booking beside the list has its own; on a phone, the window. */
function viewport(el: HTMLElement): { top: number; bottom: number } {
  const panel = el.closest<HTMLElement>("[data-desk-panel]");
  if (panel && panel.scrollHeight > panel.clientHeight) {
    const r = panel.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  }
  return { top: 0, bottom: window.innerHeight };
}

/**
 * **Reply**: the message box in view with the visitor's last message above it, and the caret in it
 * after what is already written. The last message comes to the top (under the booking's sticky
 * header, by its scroll margin); when it is too long for both to fit, the box wins.
 */
export function bringComposerIntoView(box: HTMLTextAreaElement): void {
  const messages = box.closest("[data-conversation]")?.querySelectorAll<HTMLElement>("[data-message]");
  messages?.[messages.length - 1]?.scrollIntoView({ block: "start" });
  const view = viewport(box);
  const r = box.getBoundingClientRect();
  if (r.bottom > view.bottom || r.top < view.top) box.scrollIntoView({ block: "end" });
  bringSendIntoView(box);
  box.focus({ preventScroll: true });
  box.setSelectionRange(box.value.length, box.value.length);
}

/** The booking's header, sticky at the top of what scrolls, covers this much of it. */
function headerHeight(el: HTMLElement): number {
  return el.closest("section")?.querySelector<HTMLElement>("[data-booking-header]")?.getBoundingClientRect().height ?? 0;
}

/** Scrolls what holds `el` (the open booking beside the list, or the window) by `dy` pixels. */
function scrollBy(el: HTMLElement, dy: number): void {
  const panel = el.closest<HTMLElement>("[data-desk-panel]");
  if (panel && panel.scrollHeight > panel.clientHeight) panel.scrollTop += dy;
  else window.scrollBy(0, dy);
}

/**
 * **Send reply** under the box in view too, as far as the box can move up without going under the
 * booking's header: a reply can be sent without scrolling for it.
 */
function bringSendIntoView(box: HTMLTextAreaElement): void {
  const send = box.form?.querySelector<HTMLElement>("button[type='submit']");
  if (!send) return;
  const view = viewport(box);
  const below = send.getBoundingClientRect().bottom + 8 - view.bottom;
  const room = box.getBoundingClientRect().top - (view.top + headerHeight(box));
  if (below > 0 && room > 0) scrollBy(box, Math.min(below, room));
}

/**
 * A booking just opened beside the list starts at its newest message: its panel (which stays
 * while one booking follows another) back at the top, then scrolled on until the newest message
 * shows whole under the header, or at least starts there.
 */
export function showNewestMessage(booking: HTMLElement): void {
  const panel = booking.closest<HTMLElement>("[data-desk-panel]");
  if (!panel) return;
  panel.scrollTop = 0;
  const messages = booking.querySelectorAll<HTMLElement>("[data-message]");
  const newest = messages[messages.length - 1];
  if (!newest) return;
  const view = panel.getBoundingClientRect();
  const r = newest.getBoundingClientRect();
  if (r.bottom <= view.bottom) return;
  const top = view.top + headerHeight(newest) + 8;
  panel.scrollTop += Math.min(r.top - top, r.bottom - view.bottom);
}
