import type { ReactNode } from "react";
import type { CatalogueConfig } from "@/catalogue/types";
import { PageHeader, type Crumb } from "@/components/layout/page-header";
import { CatalogueView } from "./catalogue-view";

export interface CataloguePageProps<T> {
  /** The page h1. */
  title: string;
  intro: ReactNode;
  breadcrumbs: Crumb[];
  /** Header artwork, "/art/<motif>.svg". */
  art?: string;
  /** The thin rainbow rule of the sapphic and queer pages. */
  rainbow?: boolean;
  /** E.g. <BookButton tripType="retreat" category="Women's Signature Retreats" />. */
  headerActions?: ReactNode;
  config: CatalogueConfig<T>;
  /** Sections after the grid, e.g. a CtaBand. */
  children?: ReactNode;
}

/** A whole catalogue page: the header band, the catalogue, then whatever closes the page. */
export function CataloguePage<T>({
  title,
  intro,
  breadcrumbs,
  art,
  rainbow,
  headerActions,
  config,
  children,
}: CataloguePageProps<T>) {
  return (
    <>
      <PageHeader title={title} intro={intro} breadcrumbs={breadcrumbs} art={art} rainbow={rainbow}>
        {headerActions}
      </PageHeader>
      <section aria-label={title}>
        <CatalogueView config={config} />
      </section>
      {children}
    </>
  );
}
