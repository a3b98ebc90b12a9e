import { useEffect, useRef } from "react";

/** What the desk's keys do (docs/desk.md: `j`/`k` next and previous booking, `r` reply, `/` search, `Escape` close). */
export interface DeskKeyActions {
  next: () => void;
  previous: () => void;
  reply: () => void;
  search: () => void;
  close: () => void;
}

const KEYS: Record<string, keyof DeskKeyActions> = { j: "next", k: "previous", r: "reply", "/": "search", Escape: "close" };

/** Where a key belongs to what has the focus: a field being typed in, or an open menu, list or dialog. */
const OWNS_KEYS = "input, textarea, select, [contenteditable]:not([contenteditable='false']), [role='combobox'], [role='listbox'], [role='menu'], [role='dialog']";

/** The desk's action for a key press, or null when the key is not one of them or belongs to a field. */
export function deskKeyAction(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "defaultPrevented" | "isComposing" | "target">): keyof DeskKeyActions | null {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = KEYS[event.key];
  if (!action) return null;
  const target = event.target;
  if (target instanceof Element && target.closest(OWNS_KEYS)) return null;
  return action;
}

/** The desk's keys on the whole page while the Enquiries tab is open; none act while typing in a field. */
export function useDeskKeys(actions: DeskKeyActions): void {
  const current = useRef(actions);
  useEffect(() => {
    current.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = deskKeyAction(event);
      if (!action) return;
      event.preventDefault();
      current.current[action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
