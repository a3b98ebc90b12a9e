import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { loadFullStylesheet } from "@/lib/full-stylesheet";
import { fakeWindow } from "./fake-window";

describe("afterFirstPaint", () => {
  afterEach(() => vi.useRealTimers());

  it("when the page is still loading, then it waits for the load event, the first paint's entry and a frame, runs in a task after them, and only once", () => {
    vi.useFakeTimers();
    const w = fakeWindow("interactive");
    const fn = vi.fn();
    afterFirstPaint(fn, w.win);
    w.frame();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    expect(w.observing()).toBe(false);
    w.load();
    w.frame();
    vi.advanceTimersByTime(0);
    expect(fn).not.toHaveBeenCalled();
    expect(w.observing()).toBe(true);
    w.paint();
    expect(w.observing()).toBe(false);
    expect(fn).not.toHaveBeenCalled();
    w.frame();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("when the page has loaded and painted already, then one frame is enough", () => {
    vi.useFakeTimers();
    const w = fakeWindow("complete");
    const fn = vi.fn();
    afterFirstPaint(fn, w.win);
    w.paint();
    w.frame();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("when the browser reports no paint entries, then the load event and a frame are enough", () => {
    vi.useFakeTimers();
    const w = fakeWindow("loading", false);
    const fn = vi.fn();
    afterFirstPaint(fn, w.win);
    w.load();
    w.frame();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("when nothing is painted (a background tab) or the page never finishes loading, then it still runs, once, after 3 s", () => {
    vi.useFakeTimers();
    const w = fakeWindow("loading");
    const fn = vi.fn();
    afterFirstPaint(fn, w.win);
    vi.advanceTimersByTime(2_999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    w.load();
    w.paint();
    w.frame();
    vi.advanceTimersByTime(10);
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
