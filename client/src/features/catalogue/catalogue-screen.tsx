import { Fragment, useId, type ComponentType } from "react";
import { Link } from "wouter";
import { ROUTES, headingOf } from "@shared/routes";
import { breadcrumbsOf } from "@shared/route-labels";
import { SITE } from "@shared/site";
import type { CatalogueDefinition, CataloguePageConfig, PageAction } from "@/catalogue/types";
import { useCatalogueData } from "./api/catalogue-data";
import { catalogueOf, withPageData } from "@/catalogue/with-items";
import { BookButton } from "@/features/booking";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { CatalogueView } from "./components/catalogue-view";

/** The closing band's component, given by the loader only to pages that have one (see pages/screens.ts). */
export type ClosingComponent = ComponentType<{ page: CataloguePageConfig }>;

function Action({ action, booking }: { action: PageAction; booking: CataloguePageConfig["booking"] }) {
  const noteId = useId();
  switch (action.kind) {
    case "book":
      return <BookButton tripType={booking.tripType} category={booking.category} variant={action.variant} />;
    case "link":
      return (
        <Button asChild variant={action.variant}>
          <Link href={action.href}>{action.label}</Link>
        </Button>
      );
    case "mail":
      return (
        <>
          <Button asChild variant={action.variant}>
            <a href={`mailto:${SITE.email}?subject=${encodeURIComponent(action.subject)}`} aria-describedby={noteId}>
              {action.label}
            </a>
          </Button>
          <span id={noteId} className="sr-only">
            {action.note}
          </span>
        </>
      );
  }
}

/** The buttons of a catalogue page's header or closing band, in the configuration's order. */
export function PageActions({ page, actions }: { page: CataloguePageConfig; actions: readonly PageAction[] }) {
  return actions.map((action, i) => (
    <Fragment key={i}>
      <Action action={action} booking={page.booking} />
    </Fragment>
  ));
}

function Intro({ intro }: { intro: CataloguePageConfig["intro"] }) {
  if (typeof intro === "string") return intro;
  return intro.map((p, i) => (
    <p key={i} className={i > 0 ? "mt-3" : undefined}>
      {p}
    </p>
  ));
}

/**
 * Every catalogue page: the header band (heading and breadcrumbs from the route table, the intro,
 * artwork and buttons from the catalogue's page configuration), the catalogue drawn from the
 * programmes the page is served with, then the closing band if the page has one.
 */
export function CatalogueScreen<T>({ definition, Closing }: { definition: CatalogueDefinition<T>; Closing?: ClosingComponent }) {
  const catalogue = catalogueOf(definition);
  const config = withPageData(definition, useCatalogueData(catalogue));
  const { page } = config;
  const route = ROUTES.find((r) => r.screen === page.screen)!;
  const title = headingOf(route);
  return (
    <>
      <PageHeader
        title={title}
        intro={<Intro intro={page.intro} />}
        breadcrumbs={breadcrumbsOf(page.screen)}
        art={page.art}
        rainbow={page.rainbow}
      >
        <PageActions page={page} actions={page.headerActions} />
      </PageHeader>
      <section aria-label={page.sectionLabel ?? title}>
        <CatalogueView config={config} catalogue={catalogue} />
      </section>
      {Closing && <Closing page={page} />}
    </>
  );
}

const screens = new WeakMap<object, ComponentType>();

/** The screen component of one catalogue, made once so React keeps its state across renders. */
export function catalogueScreenFor<T>(definition: CatalogueDefinition<T>, Closing?: ClosingComponent): ComponentType {
  let screen = screens.get(definition);
  if (!screen) {
    screen = function CatalogueRoute() {
      return <CatalogueScreen definition={definition} Closing={Closing} />;
    };
    screens.set(definition, screen);
  }
  return screen;
}

/*
 * What else draws a programme loads from this chunk: the desk's card preview takes the card, and a
 * programme's page is imported from here, so it finds the card's pieces (chips, rating, photos,
 * breadcrumbs) already loaded. Imported statically from anywhere else, those pieces would leave
 * this chunk for small shared ones, and every catalogue page would pay about 1 KB of gzipped
 * script for the split (tests/build/budget.test.ts).
 */
export { ProgrammeCard } from "./components/programme-card";
export { loadProgrammeScreen } from "@/features/programme-page";
