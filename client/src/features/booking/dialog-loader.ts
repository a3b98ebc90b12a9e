import { lazy } from "react";

type DialogModule = typeof import("./booking-dialog");

let pending: Promise<DialogModule> | null = null;

/** Loads the dialog chunk once; a failed load is forgotten so the next click tries again. */
export function loadBookingDialog(): Promise<DialogModule> {
  pending ??= import("./booking-dialog").catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

// React.lazy remembers a rejection for good, so a failure gets a fresh lazy component.
let current = lazy(loadBookingDialog);

export function lazyBookingDialog() {
  return current;
}

export function resetLazyBookingDialog() {
  current = lazy(loadBookingDialog);
}
