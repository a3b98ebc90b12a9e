import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from "react";
import { useLocation } from "wouter";
import { useOnFirstCommit } from "@/lib/use-hydrated-effect";

export interface Disclosure {
  ref: RefObject<HTMLDetailsElement>;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** For the <details>: keeps the state in step when the browser toggles it natively. */
  onToggle: (e: SyntheticEvent<HTMLDetailsElement>) => void;
}

/**
 * State of a native disclosure (<details>), which opens from the first paint and with scripts off.
 * A <details> opened before hydration stays open and becomes the state; any navigation closes it.
 */
export function useDisclosure(): Disclosure {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpenState] = useState(false);
  const [location] = useLocation();
  // The element changes at once too: a native toggle (a click) reports itself in a later task, so
  // an Escape pressed before that task would otherwise set a state that is already false, change
  // nothing, and then be undone by the click's report.
  const setOpen = useCallback((next: boolean) => {
    if (ref.current && ref.current.open !== next) ref.current.open = next;
    setOpenState(next);
  }, []);

  useOnFirstCommit(() => {
    if (ref.current?.open) setOpen(true);
  });

  // Close on navigation, but not on the first run: that would undo what hydration just adopted.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    setOpen(false);
  }, [location, setOpen]);

  return { ref, open, setOpen, onToggle: (e) => setOpenState(e.currentTarget.open) };
}
