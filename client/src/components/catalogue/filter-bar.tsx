import type { Ref } from "react";
import { X } from "lucide-react";
import type { CatalogueConfig, CatalogueState } from "@/catalogue/types";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FilterSelect } from "./filter-select";
import { SearchField } from "./search-field";

export interface FilterBarProps<T> {
  config: CatalogueConfig<T>;
  state: CatalogueState;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
  /** True when a search text or a filter is chosen; the clear button is enabled only then. */
  filtered: boolean;
  searchRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Search, one select per filter and the clear button. Sticks under the 64px navbar (top-16);
 * phones get the search on its own row and the selects two by two, desktops one row.
 */
export function FilterBar<T>({ config, state, onChange, onClear, filtered, searchRef, className }: FilterBarProps<T>) {
  // The clear button fills the grid's spare cell when the filters leave one, else takes a full row.
  const clearSpansRow = config.filters.length % 2 === 0;
  return (
    <div
      className={cn(
        "sticky top-16 z-20 border-b border-sand-dark bg-sand/95 backdrop-blur supports-[backdrop-filter]:bg-sand/80",
        className,
      )}
    >
      <form
        role="search"
        aria-label={config.searchLabel}
        // Filtering happens as you type; Enter must not reload the page.
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
          <Button
            type="button"
            variant="ghost"
            onClick={onClear}
            disabled={!filtered}
            className={cn("h-11 md:h-12", clearSpansRow && "col-span-2", "lg:col-span-1")}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            {config.clearLabel ?? "Clear Filters"}
          </Button>
        </div>
      </form>
    </div>
  );
}
