import { useEffect, useLayoutEffect, type RefObject } from "react";

// useLayoutEffect does nothing on the server (and React 18 warns about it there).
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Runs once, right after the component's first commit and before the browser paints. For a
 * prerendered page that commit is hydration: the moment to take over what the visitor did to the
 * server's HTML while the scripts were still loading (text typed, an option chosen, a disclosure
 * opened), which React keeps in the DOM but not in state.
 */
export function useOnFirstCommit(effect: () => void): void {
  useIsomorphicLayoutEffect(effect, []);
}

/**
 * For a controlled field: when its live DOM value differs from the state it was rendered with
 * (the visitor typed or chose before hydration), hands that value to `adopt` as if just entered.
 */
export function useAdoptDomValue(
  ref: RefObject<{ value: string } | null>,
  value: string,
  adopt: (domValue: string) => void,
): void {
  useOnFirstCommit(() => {
    const el = ref.current;
    if (el && el.value !== value) adopt(el.value);
  });
}
