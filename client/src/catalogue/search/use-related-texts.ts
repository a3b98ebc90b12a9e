import { useEffect, useSyncExternalStore } from "react";
import { useOnFirstCommit } from "@/lib/use-hydrated-effect";
import type { CatalogueConfig } from "../types";
import type { RelatedTexts } from "./search-index";

interface Slot {
  promise: Promise<void>;
  value?: RelatedTexts;
}

const slots = new WeakMap<object, Slot>();
const listeners = new Set<() => void>();
/** Set once a catalogue view has committed in this browser: the page is hydrated from then on. */
let hydrated = false;

function slotOf<T>(config: CatalogueConfig<T>): Slot | undefined {
  if (!config.related) return undefined;
  let slot = slots.get(config);
  if (!slot) {
    const fresh: Slot = {
      promise: config.related.load().then(
        (texts) => {
          fresh.value = texts;
          listeners.forEach((l) => l());
        },
        () => {
          // Searching still works on the catalogue's own texts; a later search tries again.
          slots.delete(config);
        },
      ),
    };
    slot = fresh;
    slots.set(config, slot);
  }
  return slot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The catalogue's related texts once someone searches. Rendering a search that arrived in the URL
 * (on the server, or hydrating the page it rendered) suspends until they are loaded, so both render
 * the same cards; a search typed after hydration shows the catalogue's own matches at once and the related ones
 * as soon as the small chunk has arrived.
 */
export function useRelatedTexts<T>(config: CatalogueConfig<T>, query: string): RelatedTexts | undefined {
  const searching = query.trim() !== "";
  const value = useSyncExternalStore(
    subscribe,
    () => (config.related ? slots.get(config)?.value : undefined),
    () => (config.related ? slots.get(config)?.value : undefined),
  );
  useOnFirstCommit(() => {
    hydrated = true;
  });
  useEffect(() => {
    if (searching) slotOf(config);
  }, [config, searching]);
  if (searching && config.related && !value && !hydrated) {
    const slot = slotOf(config);
    // Suspends until the texts are there (React waits on the promise, then renders again).
    if (slot && !slot.value) throw slot.promise;
  }
  return value;
}
