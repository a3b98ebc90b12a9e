import { useSearch } from "wouter";
import { useDeskState } from "../shell/use-desk-state";

/**
 * The programme open in the editor, kept in the desk's query string (`&programme=<id>`, as an
 * opened booking is `&id=`), so a reload or a shared link reaches it and Back returns to the list.
 */
export function useOpenedProgramme() {
  const [state, setState] = useDeskState();
  const asked = new URLSearchParams(useSearch()).get("programme");
  return {
    id: state.programme,
    /** The link names something no programme's id could be, such as `?programme=abc`. */
    malformed: asked !== null && state.programme === null,
    /** A new history entry, so Back returns to where the person was. */
    open: (id: number) => setState({ programme: id }),
    close: () => setState({ programme: null }),
  };
}
