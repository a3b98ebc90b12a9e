import type { CataloguePageConfig } from "@/catalogue/types";
import { CtaBand } from "./cta-band";
import { PageActions } from "../catalogue-screen";

/**
 * The band after the grid, for the pages that have one. A chunk of its own, loaded with the
 * configuration of such a page only.
 */
export function CatalogueClosing({ page }: { page: CataloguePageConfig }) {
  if (!page.closing) return null;
  return (
    <CtaBand title={page.closing.title} text={page.closing.text}>
      <PageActions page={page} actions={page.closing.actions} />
    </CtaBand>
  );
}
