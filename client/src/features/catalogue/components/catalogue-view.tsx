import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { CardModel, CatalogueConfig } from "@/catalogue/types";
import { filterCatalogue, isFiltered } from "@/catalogue/engine";
import { useCatalogueState } from "@/catalogue/use-catalogue-state";
import { preloadCatalogueSearch, useCatalogueSearch } from "@/catalogue/search/use-catalogue-search";
import { useHomeSearchArrival } from "@/catalogue/use-home-search-arrival";
import { cn } from "@/lib/utils";
import { FilterBar } from "./filter-bar";
import { ProgrammeCard } from "./programme-card";
import { programmeHref } from "@/catalogue/programme-href";

const SearchNote = lazy(() => import("./search-note"));
// What only a change of filters can show: their own chunks, fetched on the page's first change.
const loadResultsNotice = () => import("./results-notice");
const ResultsNotice = lazy(loadResultsNotice);
const loadEmptyState = () => import("./empty-state");
const EmptyState = lazy(() => loadEmptyState().then((m) => ({ default: m.EmptyState })));

export interface CatalogueViewProps<T> {
  config: CatalogueConfig<T>;
  /** Its page's path without the slash, as programmes name their catalogue (not the configuration's id, which differs for two). */
  catalogue: string;
  className?: string;
}

/** Every catalogue page's body: the sticky filter bar, the count line, then the cards or the empty state. */
export function CatalogueView<T>({ config, catalogue, className }: CatalogueViewProps<T>) {
  const { state, setField, clear, adopt, path } = useCatalogueState(config);
  const countRef = useRef<HTMLParagraphElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // Set when a change of filters reshaped the results while they were above the screen's top.
  const [outOfSight, setOutOfSight] = useState(false);
  const change = useCallback(
    (key: string, value: string) => {
      setField(key, value);
      // The first change fetches what changes may need: the search engine, the notice and the empty state.
      preloadCatalogueSearch(config);
      void loadResultsNotice();
      void loadEmptyState();
      // Out of sight: the count line sits above the bottom of the bars that stay on screen.
      const top = countRef.current?.getBoundingClientRect().top;
      const covered = Math.max(0, barRef.current?.getBoundingClientRect().bottom ?? 0);
      setOutOfSight(top !== undefined && top < covered);
    },
    [setField, config],
  );
  const showResults = () => {
    setOutOfSight(false);
    countRef.current?.scrollIntoView({ block: "start" });
  };
  const searchRef = useRef<HTMLInputElement>(null);
  const clearFormId = useId();

  const search = useCatalogueSearch(config, state.q ?? "");
  const shown = useMemo(() => filterCatalogue(config, state, search), [config, state, search]);
  useEffect(() => {
    // A visitor who focuses the search box is about to type: fetch the engine now.
    const field = searchRef.current;
    const load = () => preloadCatalogueSearch(config);
    field?.addEventListener("focus", load, { once: true });
    return () => field?.removeEventListener("focus", load);
  }, [config]);
  const cardOf = useMemo(() => cardCache(config), [config]);
  const cards = useMemo(() => shown.map(cardOf), [shown, cardOf]);
  const filtered = isFiltered(state);
  const arrival = useHomeSearchArrival();
  // The programme chosen in the home search, when it is one of this page's cards.
  const chosen = arrival && cards.some((c) => c.key === arrival) ? arrival : null;
  const gridRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!chosen) return;
    // A frame later, so it wins over the new page's smooth scroll to the top (ScrollToTop).
    const frame = requestAnimationFrame(() =>
      gridRef.current?.querySelector<HTMLElement>(`[data-programme="${CSS.escape(chosen)}"]`)?.scrollIntoView({ block: "start" }),
    );
    return () => cancelAnimationFrame(frame);
  }, [chosen]);
  const note = arrival ? (
    <Suspense fallback={null}>
      <SearchNote searchKey={arrival} />
    </Suspense>
  ) : null;
  const clearLabel = config.clearLabel ?? "Clear Filters";

  // Clearing removes the button that had focus; hand focus to the search so keyboard users stay put.
  const clearAndRefocus = useCallback(() => {
    clear();
    searchRef.current?.focus();
  }, [clear]);

  const countText = config.countLine?.(shown.length, config.items.length);
  // Pages without a count line still tell screen-reader users when nothing matches.
  const status = countText ?? (cards.length === 0 ? config.empty.title : "");

  return (
    <div className={cn("pb-16", className)}>
      {/* Without scripts, the clear buttons submit this empty form: the page with no filters. */}
      <form id={clearFormId} method="get" action={path} hidden />
      <FilterBar
        config={config}
        state={state}
        onChange={change}
        onClear={clearAndRefocus}
        onAdopt={adopt}
        action={path}
        clearFormId={clearFormId}
        filtered={filtered}
        searchRef={searchRef}
        barRef={barRef}
        notice={
          outOfSight ? (
            <Suspense fallback={null}>
              <ResultsNotice status={status} onShow={showResults} />
            </Suspense>
          ) : null
        }
      />
      <div className="container pt-6">
        <p ref={countRef} role="status" className={cn("scroll-mt-48 text-sm font-medium text-ink-muted", !countText && "sr-only")}>
          {status}
        </p>
        {note && !chosen && <div className="mt-3 empty:hidden">{note}</div>}
        {cards.length > 0 ? (
          // Safari drops list semantics from a list styled without bullets; the role keeps them.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul ref={gridRef} role="list" className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3 xl:gap-8">
            {cards.map((card) => (
              <CardItem key={card.key} card={card} href={programmeHref(catalogue, card.key)} chosen={card.key === chosen} note={card.key === chosen ? note : null} />
            ))}
          </ul>
        ) : (
          <Suspense fallback={null}>
            <EmptyState
              className="mt-6"
              title={config.empty.title}
              hint={config.empty.hint}
              clearLabel={clearLabel}
              onClear={filtered ? clearAndRefocus : undefined}
              clearFormId={clearFormId}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** Each item's card is made once, so a card keeps its identity when the view is filtered. */
function cardCache<T>(config: CatalogueConfig<T>): (item: T) => CardModel {
  const cards = new Map<T, CardModel>();
  return (item) => {
    let card = cards.get(item);
    if (!card) {
      card = config.toCard(item);
      cards.set(item, card);
    }
    return card;
  };
}

/**
 * One card. Cards keep their identity (see cardCache), so filtering re-renders only the cards that
 * change. Cards are not hydration slices of their own: with a Suspense boundary per card, the
 * booking dialog opened from a card lost its state now and then in the enquiry journey test; the
 * page's own boundary already hydrates the grid in interruptible steps.
 */
const CardItem = memo(function CardItem({ card, href, chosen, note }: { card: CardModel; href?: string; chosen: boolean; note: ReactNode }) {
  return (
    <li className="flex scroll-mt-20 flex-col gap-2 md:scroll-mt-36" data-programme={card.key} data-chosen={chosen || undefined}>
      {note}
      <ProgrammeCard card={card} href={href} className={cn("w-full grow", chosen && "ring-4 ring-saffron ring-offset-2 ring-offset-sand")} />
    </li>
  );
});
