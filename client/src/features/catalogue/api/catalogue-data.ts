import { createContext, useContext } from "react";
import { CATALOGUE_DATA_ID, catalogueDataUrl, type CataloguePageData } from "@shared/catalogue/page-data";

/**
 * The catalogue the server renders the page with (client/src/entry-server.tsx); undefined in the
 * browser, which reads the page's own copy.
 */
export const CatalogueDataContext = createContext<CataloguePageData | undefined>(undefined);

interface Slot {
  promise: Promise<CataloguePageData>;
  value?: CataloguePageData;
}
const slots = new Map<string, Slot>();

/**
 * A catalogue's cards in the browser: the copy the server rendered this page with when it is that
 * catalogue's page, otherwise fetched once per page load.
 */
function slotOf(catalogue: string): Slot {
  let slot = slots.get(catalogue);
  if (slot) return slot;
  const text = document.getElementById(CATALOGUE_DATA_ID)?.textContent;
  const served = text ? (JSON.parse(text) as CataloguePageData) : undefined;
  if (served?.catalogue === catalogue) {
    slot = { promise: Promise.resolve(served), value: served };
  } else {
    const fresh: Slot = {
      promise: fetch(catalogueDataUrl(catalogue)).then(async (r) => {
        if (!r.ok) throw new Error(`The ${catalogue} programmes could not be loaded (${r.status}).`);
        return (fresh.value = (await r.json()) as CataloguePageData);
      }),
    };
    // A failed fetch is tried again the next time the page is asked for.
    fresh.promise.catch(() => slots.delete(catalogue));
    slot = fresh;
  }
  slots.set(catalogue, slot);
  return slot;
}

/**
 * The catalogue a catalogue screen shows: the server's (rendering), the page's copy (hydrating), or
 * fetched, suspending until it arrives (a catalogue reached inside the app).
 */
export function useCatalogueData(catalogue: string): CataloguePageData {
  const rendered = useContext(CatalogueDataContext);
  if (rendered?.catalogue === catalogue) return rendered;
  if (typeof document === "undefined") throw new Error(`No programmes were given to render the ${catalogue} page.`);
  const slot = slotOf(catalogue);
  if (slot.value) return slot.value;
  // Suspends until the cards are there (React waits on the promise, then renders again).
  throw slot.promise;
}
