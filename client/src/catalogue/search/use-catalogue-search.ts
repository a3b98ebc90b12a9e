import { useEffect, useSyncExternalStore } from "react";
import { useOnFirstCommit } from "@/lib/use-hydrated-effect";
import type { CatalogueConfig } from "../types";
import type { SearchIndex } from "./search-index";

interface Slot {
  promise: Promise<void>;
  value?: SearchIndex<unknown>;
}

const slots = new WeakMap<object, Slot>();
const listeners = new Set<() => void>();
/** Set once a catalogue view has committed in this browser: the page is hydrated from then on. */
let hydrated = false;

/**
 * Loads the search engine (its own chunk) and the catalogue's related texts, then builds the
 * catalogue's index once. A page nobody searches never downloads either.
 */
function slotOf<T>(config: CatalogueConfig<T>): Slot {
  let slot = slots.get(config);
  if (!slot) {
    const fresh: Slot = {
      promise: Promise.all([import("./search-index"), config.related?.load()]).then(
        ([engine, related]) => {
          fresh.value = engine.searchIndexOf(config, related) as SearchIndex<unknown>;
          listeners.forEach((l) => l());
        },
        () => {
          // Searching still works on the page's search fields (engine.ts); a later search tries again.
          slots.delete(config);
        },
      ),
    };
    slot = fresh;
    slots.set(config, slot);
  }
  return slot;
}

/** Starts loading the search engine for a catalogue, e.g. when its search box gets focus. */
export function preloadCatalogueSearch<T>(config: CatalogueConfig<T>): void {
  slotOf(config);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The catalogue's search index once someone searches. Rendering a search that arrived in the URL
 * (on the server, or hydrating the page it rendered) suspends until it is built, so both render
 * the same cards; a search typed after hydration shows the matches of the page's search fields at once
 * and the full index's as soon as the small chunk has arrived (it starts loading on the search
 * box's focus, so it is usually there before the first letter).
 */
export function useCatalogueSearch<T>(config: CatalogueConfig<T>, query: string): SearchIndex<T> | undefined {
  const searching = query.trim() !== "";
  const value = useSyncExternalStore(
    subscribe,
    () => slots.get(config)?.value,
    () => slots.get(config)?.value,
  );
  useOnFirstCommit(() => {
    hydrated = true;
  });
  useEffect(() => {
    if (searching) slotOf(config);
  }, [config, searching]);
  if (searching && !value && !hydrated) {
    const slot = slotOf(config);
    // Suspends until the index is there (React waits on the promise, then renders again).
    if (!slot.value) throw slot.promise;
  }
  return value as SearchIndex<T> | undefined;
}
