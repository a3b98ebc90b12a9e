import { memo, useCallback, useId, useMemo, useRef } from "react";
import type { CardModel, CatalogueConfig } from "@/catalogue/types";
import { applyCatalogue, isFiltered } from "@/catalogue/engine";
import { useCatalogueState } from "@/catalogue/use-catalogue-state";
import { useRelatedTexts } from "@/catalogue/search/use-related-texts";
import { cn } from "@/lib/utils";
import { EmptyState } from "./empty-state";
import { FilterBar } from "./filter-bar";
import { ProgrammeCard } from "./programme-card";

export interface CatalogueViewProps<T> {
  config: CatalogueConfig<T>;
  className?: string;
}

/** Every catalogue page's body: the sticky filter bar, the count line, then the cards or the empty state. */
export function CatalogueView<T>({ config, className }: CatalogueViewProps<T>) {
  const { state, setField, clear, adopt, path } = useCatalogueState(config);
  const searchRef = useRef<HTMLInputElement>(null);
  const clearFormId = useId();

  const related = useRelatedTexts(config, state.q ?? "");
  const shown = useMemo(() => applyCatalogue(config, state, related), [config, state, related]);
  const cardOf = useMemo(() => cardCache(config), [config]);
  const cards = useMemo(() => shown.map(cardOf), [shown, cardOf]);
  const filtered = isFiltered(state);
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
        onChange={setField}
        onClear={clearAndRefocus}
        onAdopt={adopt}
        action={path}
        clearFormId={clearFormId}
        filtered={filtered}
        searchRef={searchRef}
      />
      <div className="container pt-6">
        <p role="status" className={cn("text-sm font-medium text-ink-muted", !countText && "sr-only")}>
          {status}
        </p>
        {cards.length > 0 ? (
          // Safari drops list semantics from a list styled without bullets; the role keeps them.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul role="list" className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3 xl:gap-8">
            {cards.map((card) => (
              <CardItem key={card.key} card={card} />
            ))}
          </ul>
        ) : (
          <EmptyState
            className="mt-6"
            title={config.empty.title}
            hint={config.empty.hint}
            clearLabel={clearLabel}
            onClear={filtered ? clearAndRefocus : undefined}
            clearFormId={clearFormId}
          />
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
const CardItem = memo(function CardItem({ card }: { card: CardModel }) {
  return (
    <li className="flex">
      <ProgrammeCard card={card} className="w-full" />
    </li>
  );
});
