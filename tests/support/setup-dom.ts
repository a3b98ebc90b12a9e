import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy and waitFor wait up to 5 s, not 1: beside the browser and API lanes in CI a first render of
// the desk took 1.6 s (desk-page.test.tsx, a clean-clone run). What they wait for still has to come.
configure({ asyncUtilTimeout: 5_000 });

// A React warning or error during a test is a bug: fail the test instead of printing it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(" ");
    // Server rendering inside jsdom makes libraries think they run in a browser; real prerendering
    // runs in Node, where this warning cannot happen.
    if (text.includes("useLayoutEffect does nothing on the server")) return;
    throw new Error(`console.error: ${text}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

// jsdom lacks these browser APIs that Radix and smooth scrolling use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function () {};
Element.prototype.hasPointerCapture = function () {
  return false;
};
Element.prototype.releasePointerCapture = function () {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;
