/** Longest wait for a frame: a page opened in a background tab gets none until it is shown. */
const NO_FRAME_MS = 250;

/**
 * Runs `fn` once, in a task after the browser has painted the page (the frame's callback runs just
 * before the paint, the timeout just after it), or after NO_FRAME_MS if no frame comes.
 */
export function afterFirstPaint(fn: () => void, win: Pick<Window, "requestAnimationFrame" | "setTimeout"> = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  win.requestAnimationFrame(() => win.setTimeout(run, 0));
  win.setTimeout(run, NO_FRAME_MS);
}
