import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { parseCatalogueState, serializeCatalogueState } from "./engine";
import type { CatalogueConfig, CatalogueState } from "./types";

export type SetCatalogueField = (key: string, value: string) => void;

export interface CatalogueStateApi {
  state: CatalogueState;
  setField: SetCatalogueField;
  clear: () => void;
  /** Takes a whole state at once: the form's own values at hydration (a chosen filter adds a history entry, as choosing does). */
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

  const current = serializeCatalogueState(config, state);
  const setField = useCallback<SetCatalogueField>(
    (key, value) => {
      const next = serializeCatalogueState(config, { ...state, [key]: value });
      // The same view again (a choice React replays after adopting it at hydration) adds no entry.
      if (next !== current) navigate(path + next, { replace: key === "q" });
    },
    [config, state, current, path, navigate],
  );

  const clear = useCallback(() => navigate(path), [path, navigate]);

  const adopt = useCallback(
    (next: CatalogueState) => {
      const url = serializeCatalogueState(config, next);
      if (url === current) return;
      // As if done after hydration: a filter chosen in the gap gets its own entry, so Back returns
      // to the page as it loaded; text typed in the gap replaces it, as typing does.
      const onlyText = serializeCatalogueState(config, { ...next, q: state.q }) === current;
      navigate(path + url, { replace: onlyText });
    },
    [config, state, current, path, navigate],
  );

  return { state, setField, clear, adopt, path };
}
