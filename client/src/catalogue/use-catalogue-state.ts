import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { parseCatalogueState, serializeCatalogueState } from "./engine";
import type { CatalogueConfig, CatalogueState } from "./types";

export type SetCatalogueField = (key: string, value: string) => void;

export interface CatalogueStateApi {
  state: CatalogueState;
  setField: SetCatalogueField;
  clear: () => void;
  /** Takes a whole state at once, as typing would (no history entry): the form's own values at hydration. */
  adopt: (next: CatalogueState) => void;
  /** The page's path: the no-script form submits to it. */
  path: string;
}

/**
 * The catalogue's view state, kept in the URL query so a filtered view can be shared,
 * reloaded and stepped back through. A select pushes a history entry (Back undoes it);
 * typing replaces the current one so Back doesn't walk through every keystroke.
 */
export function useCatalogueState<T>(config: CatalogueConfig<T>): CatalogueStateApi {
  const search = useSearch();
  const [path, navigate] = useLocation();

  const state = useMemo(() => parseCatalogueState(config, search), [config, search]);

  const setField = useCallback<SetCatalogueField>(
    (key, value) => {
      const next = serializeCatalogueState(config, { ...state, [key]: value });
      navigate(path + next, { replace: key === "q" });
    },
    [config, state, path, navigate],
  );

  const clear = useCallback(() => navigate(path), [path, navigate]);

  const adopt = useCallback(
    (next: CatalogueState) => navigate(path + serializeCatalogueState(config, next), { replace: true }),
    [config, path, navigate],
  );

  return { state, setField, clear, adopt, path };
}
