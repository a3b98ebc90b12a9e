import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from "react";

/**
 * Asked before the open tab is left: true when it takes over (it asks the person and calls `leave`
 * itself if they agree), false to let the desk go on at once.
 */
export type LeaveGuard = (leave: () => void) => boolean;

/** Where the open tab puts its guard: one at a time, as one tab is open at a time. */
interface GuardSlot {
  set: (guard: LeaveGuard) => void;
  /** Empties the slot if it still holds `guard` (a newer guard may have replaced it). */
  clear: (guard: LeaveGuard) => void;
}

/** The shell's slot; none outside the desk's tabs, where there is no other tab to ask about. */
export const LeaveGuardContext = createContext<GuardSlot | null>(null);

/** The shell's side: a slot for the open tab's guard, and `leave` that asks it first. */
export function useLeaveGuardSlot(): { slot: GuardSlot; leave: (go: () => void) => void } {
  const guardRef = useRef<LeaveGuard | null>(null);
  const slot = useMemo<GuardSlot>(
    () => ({
      set: (guard) => {
        guardRef.current = guard;
      },
      clear: (guard) => {
        if (guardRef.current === guard) guardRef.current = null;
      },
    }),
    [],
  );
  const leave = useCallback((go: () => void) => {
    if (!guardRef.current?.(go)) go();
  }, []);
  return { slot, leave };
}

/** A tab's side: `guard` is asked before the desk leaves the tab, while the calling component is shown. */
export function useLeaveGuard(guard: LeaveGuard) {
  const slot = useContext(LeaveGuardContext);
  // The latest guard is asked (it reads the latest form state) without registering again on every render.
  const latestRef = useRef(guard);
  useEffect(() => {
    latestRef.current = guard;
  });
  useEffect(() => {
    if (!slot) return;
    const ask: LeaveGuard = (leave) => latestRef.current(leave);
    slot.set(ask);
    return () => slot.clear(ask);
  }, [slot]);
}
