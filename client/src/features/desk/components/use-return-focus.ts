import { useRef } from "react";

/**
 * For a dialog opened from state rather than by a Radix trigger: what had focus as it opened (All
 * programmes, Add departure, a row's Edit, More for …) gets it back when it closes, if it is still
 * on the page; else the next screen places focus. Without it, focus fell to the page's body.
 */
export function useReturnFocus() {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    },
  };
}
