import { createContext, useContext, useEffect, useState } from "react";
import { HOME_SEARCH_DATA_PATH, type ExperienceGroup } from "@shared/home-search";
import { HOME_SEARCH_FIELDS } from "@/lib/home-search-query";

/** The choices the server renders the home search with (client/src/entry-server.tsx); undefined in the browser. */
export const ExperienceGroupsContext = createContext<readonly ExperienceGroup[] | undefined>(undefined);

let known: readonly ExperienceGroup[] | undefined;

/**
 * The choices of the served page's select, read back before hydration: the server drew them from the
 * programmes as they are now, so the page needs no second copy of them and hydration matches.
 */
function servedGroups(): readonly ExperienceGroup[] | undefined {
  const select = typeof document === "undefined" ? null : document.querySelector(`select[name="${HOME_SEARCH_FIELDS.experience}"]`);
  if (!select) return undefined;
  return (known = [...select.querySelectorAll("optgroup")].map((g) => ({
    label: g.label,
    route: g.dataset.route ?? "",
    options: [...g.querySelectorAll("option")].map((o) => ({ key: o.value, label: o.textContent ?? "" })),
  })));
}

/**
 * The home search's choices: the server's (rendering), the served page's (hydrating), or, for a home
 * page reached inside the app, fetched once and shown when they arrive (the select offers only its
 * prompt until then).
 */
export function useExperienceGroups(): readonly ExperienceGroup[] {
  const given = useContext(ExperienceGroupsContext);
  // Kept for the page's life: a home page reached again inside the app offers what it offered first.
  const [groups, setGroups] = useState(() => given ?? servedGroups() ?? known);
  useEffect(() => {
    if (given || groups) return;
    let live = true;
    fetch(HOME_SEARCH_DATA_PATH)
      .then((r) => (r.ok ? (r.json() as Promise<ExperienceGroup[]>) : undefined))
      .then((fetched) => {
        if (fetched) known = fetched;
        if (fetched && live) setGroups(fetched);
      })
      // Without the list the select keeps its prompt; the next visit to the page asks again.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [given, groups]);
  return given ?? groups ?? [];
}
