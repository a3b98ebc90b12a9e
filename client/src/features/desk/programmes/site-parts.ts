import { useEffect, useState } from "react";
import { loadCatalogueScreen } from "@/features/catalogue";

/**
 * The site's own drawing of a programme (its page, its photos' addresses), loaded the way a
 * visitor's programme page loads it: through the catalogue screen's chunk. A static import here
 * would split the card's pieces out of that chunk, and every catalogue page would pay for the split.
 */
const loadSiteParts = () => loadCatalogueScreen().then((m) => m.loadProgrammeScreen());

export type SiteParts = Awaited<ReturnType<typeof loadSiteParts>>;

let loading: Promise<SiteParts> | undefined;

/** The parts once loaded (undefined until then); loaded once for the whole desk, and again after a failed load. */
export function useSiteParts(): SiteParts | undefined {
  const [parts, setParts] = useState<SiteParts>();
  useEffect(() => {
    let live = true;
    loading ??= loadSiteParts();
    loading.then(
      (p) => live && setParts(p),
      () => (loading = undefined),
    );
    return () => {
      live = false;
    };
  }, []);
  return parts;
}
