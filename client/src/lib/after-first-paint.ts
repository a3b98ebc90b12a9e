/** Longest wait: a page opened in a background tab paints nothing, and an image may never load. */
const MAX_WAIT_MS = 3_000;

type Win = Pick<Window, "requestAnimationFrame" | "setTimeout" | "addEventListener"> & {
  document: Pick<Document, "readyState">;
  PerformanceObserver?: typeof PerformanceObserver;
};

/** Calls `cb` once the browser has reported the first contentful paint (at once where it can't). */
function whenPainted(win: Win, cb: () => void): void {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes("paint")) return cb();
  const observer = new Observer((list) => {
    if (!list.getEntries().some((e) => e.name === "first-contentful-paint")) return;
    observer.disconnect();
    cb();
  });
  observer.observe({ type: "paint", buffered: true });
}

/**
 * Runs `fn` once, after the page has loaded what it shows (the load event: its image and font),
 * the browser has reported its first paint (the entry comes once the paint is on screen, which a
 * frame callback does not promise), and one more frame; in a task of its own. At most MAX_WAIT_MS
 * after the call in any case.
 */
export function afterFirstPaint(fn: () => void, win: Win = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const next = () => whenPainted(win, () => win.requestAnimationFrame(() => win.setTimeout(run, 0)));
  if (win.document.readyState === "complete") next();
  else win.addEventListener("load", next, { once: true });
  win.setTimeout(run, MAX_WAIT_MS);
}
