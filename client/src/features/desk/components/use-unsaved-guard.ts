import { useState } from "react";
import { useLeaveGuard } from "../shell/leave-guard";
import { useBeforeUnload } from "./use-before-unload";

/**
 * Keeps unsaved changes from being dropped without a word: while `unsaved`, leaving through
 * `leave` (the screen's own way out) or another desk tab waits for the person's answer
 * (`asking`, then `stay` or `go`), and the browser asks before the page is closed or reloaded.
 */
export function useUnsavedGuard(unsaved: boolean) {
  /** Where the person was going when asked; null while nothing is asked. */
  const [pending, setPending] = useState<{ go: () => void } | null>(null);
  useBeforeUnload(unsaved);
  const guard = (go: () => void) => {
    if (!unsaved) return false;
    setPending({ go });
    return true;
  };
  useLeaveGuard(guard);
  return {
    leave: (go: () => void) => {
      if (!guard(go)) go();
    },
    asking: pending !== null,
    stay: () => setPending(null),
    go: () => {
      setPending(null);
      pending?.go();
    },
  };
}
