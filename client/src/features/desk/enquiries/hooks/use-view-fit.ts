import { useLayoutEffect, useRef, useState } from "react";
import { fitViews, type ViewFit } from "../view-fit";

/** The space between two tabs (the row's `gap-1`). */
const GAP_PX = 4;

/**
 * Which of `count` view tabs fit the row's width: `row` is the row, `ruler` an unseen copy of
 * every tab followed by **More**, measured again whenever either changes size (a count arriving,
 * the window turned or a booking opened beside the list).
 */
export function useViewFit(count: number, current: number) {
  const row = useRef<HTMLElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<ViewFit>(() => ({ shown: Array.from({ length: count }, (_, i) => i), more: [] }));

  useLayoutEffect(() => {
    const measure = () => {
      const tabs = Array.from(ruler.current?.children ?? []) as HTMLElement[];
      if (!row.current || tabs.length !== count + 1) return;
      const widths = tabs.slice(0, count).map((el) => el.getBoundingClientRect().width);
      // A pixel spare for the fractions of the tabs' widths.
      const next = fitViews(widths, row.current.getBoundingClientRect().width - 1, tabs[count].getBoundingClientRect().width, GAP_PX, current);
      setFit((was) => (same(was, next) ? was : next));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    if (row.current) observer.observe(row.current);
    if (ruler.current) observer.observe(ruler.current);
    return () => observer.disconnect();
  }, [count, current]);

  return { row, ruler, fit };
}

const same = (a: ViewFit, b: ViewFit) => a.shown.join() === b.shown.join() && a.more.join() === b.more.join();
