import { useRef, type ReactNode, type Ref } from "react";
import { SlidersHorizontal, X } from "lucide-react";
import { parseCatalogueState, serializeCatalogueState } from "@/catalogue/engine";
import type { CatalogueConfig, CatalogueState } from "@/catalogue/types";
import { Button } from "@/components/ui/button";
import { useOnFirstCommit } from "@/lib/use-hydrated-effect";
import { cn } from "@/lib/utils";
import { FilterSelect } from "./filter-select";
import { SearchField } from "./search-field";

export interface FilterBarProps<T> {
  config: CatalogueConfig<T>;
  state: CatalogueState;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
  /** Takes the form's own values when they differ from `state` at hydration. */
  onAdopt: (state: CatalogueState) => void;
  /** The page's path: the form's action, so it works as a plain GET form without scripts. */
  action: string;
  /** Id of the empty form the clear buttons submit when scripts are off (see CatalogueView). */
  clearFormId: string;
  /** True when a search text or a filter is chosen; the clear button is enabled only then. */
  filtered: boolean;
  searchRef?: Ref<HTMLInputElement>;
  /** A line under the fields, e.g. the notice that results changed out of sight. */
  notice?: ReactNode;
  barRef?: Ref<HTMLDivElement>;
  className?: string;
}

/** The form's current fields as a catalogue state (validated like a URL). */
export function readFormState<T>(config: CatalogueConfig<T>, form: HTMLFormElement): CatalogueState {
  const params = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") params.append(key, value);
  });
  return parseCatalogueState(config, params);
}

/**
 * Search, one select per filter, Apply and Clear. From tablets up it sticks under the 64px navbar
 * (top-16); phones get the search on its own row and the rest two by two, desktops one row.
 *
 * It is a real GET form to the page itself: with scripts off (or still loading) Apply asks the
 * server for the filtered page. Once React runs, filtering happens as you type and the form's
 * submit only keeps the page where it is.
 */
export function FilterBar<T>({
  config,
  state,
  onChange,
  onClear,
  onAdopt,
  action,
  clearFormId,
  filtered,
  searchRef,
  notice,
  barRef,
  className,
}: FilterBarProps<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed or chosen before hydration is still in the fields; make it the view's state.
  useOnFirstCommit(() => {
    if (!formRef.current) return;
    const fromForm = readFormState(config, formRef.current);
    if (serializeCatalogueState(config, fromForm) !== serializeCatalogueState(config, state)) onAdopt(fromForm);
  });

  // Filtering is instant once the scripts run, so Apply is only for a browser without them. The
  // stylesheet decides (the `scripting` media feature), not hydration: hiding it then would move
  // everything under the bar after the page has painted. The buttons fill the grid's spare cell
  // when the filters leave one; Clear takes a full row otherwise.
  const evenFilters = config.filters.length % 2 === 0;
  return (
    <div
      ref={barRef}
      className={cn(
        // Sticky from tablets up; on a phone the navbar alone stays, so the results keep the screen.
        "z-20 border-b md:sticky md:top-16 border-sand-dark bg-sand/95 backdrop-blur supports-[backdrop-filter]:bg-sand/80",
        className,
      )}
    >
      <form
        ref={formRef}
        role="search"
        aria-label={config.searchLabel}
        method="get"
        action={action}
        onSubmit={(e) => e.preventDefault()}
        className="container grid gap-2 py-3 md:gap-3 md:py-4 lg:flex lg:items-center"
      >
        <SearchField
          label={config.searchLabel}
          placeholder={config.searchPlaceholder}
          value={state.q ?? ""}
          onChange={(value) => onChange("q", value)}
          inputRef={searchRef}
          className="lg:min-w-0 lg:flex-1"
        />
        <div className="grid grid-cols-2 gap-2 md:gap-3 lg:flex lg:items-center">
          {config.filters.map((filter) => (
            <FilterSelect
              key={filter.key}
              filter={filter}
              value={state[filter.key] ?? ""}
              onChange={(value) => onChange(filter.key, value)}
              className="lg:w-52"
            />
          ))}
          <Button type="submit" variant="outline" className="hidden h-11 md:h-12 [@media(scripting:none)]:inline-flex">
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            Apply filters
          </Button>
          <Button
            type="submit"
            form={clearFormId}
            variant="ghost"
            onClick={(e) => {
              e.preventDefault();
              onClear();
            }}
            disabled={!filtered}
            className={cn(
              "h-11 md:h-12 lg:col-span-1",
              evenFilters ? "col-span-2 [@media(scripting:none)]:col-span-1" : "[@media(scripting:none)]:col-span-2",
            )}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            {config.clearLabel ?? "Clear Filters"}
          </Button>
        </div>
      </form>
      {notice}
    </div>
  );
}
