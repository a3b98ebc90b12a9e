import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Brings each new page in from the top, smoothly unless the visitor prefers less motion. */
export function ScrollToTop() {
  const [location] = useLocation();
  // Compare with the last path rather than skip "the first run": StrictMode runs effects twice,
  // and the first page must keep the browser's own position (reload, back-forward, #anchors).
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? "auto" : "smooth" });
  }, [location]);

  return null;
}
