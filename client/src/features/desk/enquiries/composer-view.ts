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
  box.focus({ preventScroll: true });
  box.setSelectionRange(box.value.length, box.value.length);
}
