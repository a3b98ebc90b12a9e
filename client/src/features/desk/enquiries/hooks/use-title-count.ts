import { useEffect } from "react";

const PREFIX = /^\(\d+\) /;

/** "(2) Booking Management | …" while there are unseen arrivals, so a background tab shows them. */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const base = document.title.replace(PREFIX, "");
    document.title = count > 0 ? `(${count}) ${base}` : base;
    return () => {
      document.title = document.title.replace(PREFIX, "");
    };
  }, [count]);
}
