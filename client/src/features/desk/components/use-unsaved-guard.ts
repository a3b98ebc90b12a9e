import { useEffect, useState } from "react";
import { useLeaveGuard } from "../shell/leave-guard";
import { useBeforeUnload } from "./use-before-unload";

/**
 * Keeps unsaved changes from being dropped without a word: while `unsaved`, leaving through
 * `leave` (the screen's own way out), another desk tab or the browser's Back and Forward waits for
 * the person's answer (`asking`, then `stay` or `go`), and the browser asks before the page is
 * closed or reloaded.
 */
export function useUnsavedGuard(unsaved: boolean) {
  /** Where the person was going when asked; null while nothing is asked. */
  const [pending, setPending] = useState<{ go: () => void } | null>(null);
  useBeforeUnload(unsaved);
  useBackGuard(unsaved, setPending);
  const guard = (go: () => void) => {
    if (!unsaved) return false;
    setPending({ go: () => offGuardEntry(go) });
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

/** Marks the history entry the guard adds on top of the editor's own. */
const GUARD_ENTRY = "unsavedGuard";

const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD_ENTRY] === true;

/**
 * The guard's own step back while it takes its entry away, and what to do once it has landed. Every
 * popstate listener of the page hears that step, in the order they were added (not capturing ones
 * first, as Chromium dispatches it on the window), so the mark stays until all have.
 */
let ownStep: { then?: () => void } | null = null;

/** Takes the entry the guard added away (the page is on it), then runs `then`. */
function takeEntryAway(then?: () => void) {
  const step = { then };
  ownStep = step;
  window.addEventListener(
    "popstate",
    () => {
      then?.();
      setTimeout(() => {
        if (ownStep === step) ownStep = null;
      });
    },
    { once: true },
  );
  window.history.back();
}

/**
 * Runs `then` (a way out through the desk's own controls) once the entry the guard added is taken
 * away, so the way out does not leave it behind for a later Back to land on.
 */
function offGuardEntry(then: () => void) {
  if (onGuardEntry()) takeEntryAway(then);
  else then();
}

/**
 * Back (a phone's back gesture most of all) within the desk moves its address, and the desk follows
 * its address, so by the time any page code hears of it the editor is gone. So while `unsaved`, a
 * second history entry with the editor's own address sits on top of it: Back lands on the first, the
 * address does not change and nothing moves; the person is asked, the entry is put back, and going
 * on goes back past both. Once the changes are saved the added entry is taken away again.
 */
function useBackGuard(unsaved: boolean, ask: (pending: { go: () => void }) => void) {
  useEffect(() => {
    if (!unsaved) return;
    const here = window.location.href;
    const arm = () => window.history.pushState({ ...((window.history.state as object | null) ?? {}), [GUARD_ENTRY]: true }, "", here);
    if (!onGuardEntry()) arm();
    let leaving = false;
    const onPop = () => {
      if (leaving || onGuardEntry() || window.location.href !== here) return;
      // The guard's own step: on the way out nothing is done; changes made again while the entry
      // was being taken away put it back, and nobody is asked.
      if (ownStep) {
        if (!ownStep.then) arm();
        return;
      }
      arm();
      ask({
        go: () => {
          leaving = true;
          window.history.go(-2);
        },
      });
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      // Saved (or the editor closed by the desk's own controls): no entry is left that Back would land on for nothing.
      if (!leaving && onGuardEntry() && window.location.href === here) takeEntryAway();
    };
  }, [unsaved, ask]);
}
