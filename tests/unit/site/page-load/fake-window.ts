/** A window whose frames, timers, load event and paint entries the test drives. */
export function fakeWindow(readyState: DocumentReadyState, reportsPaint = true) {
  const frames: FrameRequestCallback[] = [];
  const onLoad: (() => void)[] = [];
  const observers = new Set<{ cb: (list: { getEntries: () => { name: string }[] }) => void }>();
  class FakeObserver {
    static supportedEntryTypes = reportsPaint ? ["paint", "largest-contentful-paint"] : ["resource"];
    constructor(readonly cb: (list: { getEntries: () => { name: string }[] }) => void) {}
    observe() {
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  const win = {
    document: { readyState },
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    setTimeout: ((cb: () => void, ms?: number) => setTimeout(cb, ms)) as unknown as Window["setTimeout"],
    addEventListener: ((type: string, cb: () => void) => void (type === "load" && onLoad.push(cb))) as unknown as Window["addEventListener"],
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  return {
    win,
    /** Runs the frame callbacks waiting now (as the browser does at the next frame). */
    frame: () => frames.splice(0).forEach((cb) => cb(16)),
    load: () => onLoad.splice(0).forEach((cb) => cb()),
    /** Reports the first paint to whoever observes paint entries now. */
    paint: () => [...observers].forEach((o) => o.cb({ getEntries: () => [{ name: "first-paint" }, { name: "first-contentful-paint" }] })),
    observing: () => observers.size > 0,
  };
}
