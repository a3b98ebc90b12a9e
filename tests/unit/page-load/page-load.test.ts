import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { loadFullStylesheet } from "@/lib/full-stylesheet";

// The fake timers stand in for the window's.
const timers = ((cb: () => void, ms?: number) => setTimeout(cb, ms)) as unknown as Window["setTimeout"];

describe("afterFirstPaint", () => {
  afterEach(() => vi.useRealTimers());

  it("when a frame comes, then it runs once, in a task after that frame, and not again on the fallback", () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    const fn = vi.fn();
    afterFirstPaint(fn, { requestAnimationFrame: (cb) => ((frame = cb), 1), setTimeout: timers });
    vi.advanceTimersByTime(10);
    expect(fn).not.toHaveBeenCalled();
    frame!(16);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("when no frame ever comes (a background tab), then it still runs, once", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    afterFirstPaint(fn, { requestAnimationFrame: () => 1, setTimeout: timers });
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe("loadFullStylesheet", () => {
  const sheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.getAttribute("href"));
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("when the page names its stylesheet in a noscript, then it is added to the head once", () => {
    document.body.innerHTML = `<noscript data-stylesheet="/assets/index-abc.css"><link rel="stylesheet" href="/assets/index-abc.css"></noscript>`;
    loadFullStylesheet(document);
    loadFullStylesheet(document);
    expect(sheets()).toEqual(["/assets/index-abc.css"]);
    expect(document.head.querySelector("link")?.getAttribute("href")).toBe("/assets/index-abc.css");
  });

  it("when the page has no such noscript, or it names something outside the site's assets, then nothing is added", () => {
    loadFullStylesheet(document);
    document.body.innerHTML = `<noscript data-stylesheet="https://elsewhere.example/x.css"></noscript>`;
    loadFullStylesheet(document);
    document.body.innerHTML = `<noscript data-stylesheet="//elsewhere.example/assets/x.css"></noscript>`;
    loadFullStylesheet(document);
    expect(sheets()).toEqual([]);
  });

  it("when the stylesheet is already linked (a page served with its link), then it is not added twice", () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/index-abc.css">`;
    document.body.innerHTML = `<noscript data-stylesheet="/assets/index-abc.css"></noscript>`;
    loadFullStylesheet(document);
    expect(sheets()).toEqual(["/assets/index-abc.css"]);
  });
});
