import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { parseDeskState, serializeDeskState, type DeskState } from "./desk-state";

export type SetDeskState = (patch: Partial<DeskState>, options?: { replace?: boolean }) => void;

/** The desk's state from the query string; a change pushes a history entry unless told to replace. */
export function useDeskState(): [DeskState, SetDeskState] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseDeskState(search), [search]);
  const set = useCallback<SetDeskState>(
    (patch, options) => navigate(path + serializeDeskState({ ...state, ...patch }), { replace: options?.replace ?? false }),
    [state, path, navigate],
  );
  return [state, set];
}
