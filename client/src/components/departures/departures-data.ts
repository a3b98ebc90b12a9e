import { createContext, useContext, useEffect, useState } from "react";
import { publicApiPaths } from "@shared/public-api-paths";
import type { PublicDeparture } from "@shared/departures";
import { DEPARTURES_DATA_ID, type DeparturesByProgramme } from "@shared/departures/data-tag";

export type { DeparturesByProgramme };

/**
 * The departures the server renders the page with (client/src/entry-server.tsx): undefined when
 * none were given (the build's prerender), so the page reads its own copy, if any.
 */
export const DeparturesContext = createContext<DeparturesByProgramme | undefined>(undefined);

let read: DeparturesByProgramme | null | undefined;

/** In the browser: the departures the server rendered this page with, read once; null when the page has none. */
function pageDepartures(): DeparturesByProgramme | null {
  if (read !== undefined) return read;
  const text = typeof document === "undefined" ? undefined : document.getElementById(DEPARTURES_DATA_ID)?.textContent;
  try {
    read = text ? (JSON.parse(text) as DeparturesByProgramme) : null;
  } catch {
    read = null;
  }
  return read;
}

let fetched: Promise<DeparturesByProgramme> | undefined;

/** Every programme's departures, fetched once per page load: for a page reached inside the app, whose served copy was another page's. */
function fetchDepartures(): Promise<DeparturesByProgramme> {
  fetched ??= fetch(publicApiPaths.departures.href())
    .then((r) => (r.ok ? (r.json() as Promise<PublicDeparture[]>) : []))
    .then((list) => {
      const byProgramme: DeparturesByProgramme = {};
      for (const d of list) (byProgramme[d.programme] ??= []).push(d);
      return byProgramme;
    })
    .catch(() => {
      fetched = undefined;
      return {};
    });
  return fetched;
}

const NONE: PublicDeparture[] = [];

/**
 * A programme's upcoming departures. On a served page they come with the HTML (the server's render
 * and the page's JSON copy hold every programme on the page, with none as []), so the browser
 * hydrates exactly what was rendered and fetches nothing. A programme missing from the copy is on a
 * page reached inside the app: its departures are fetched then.
 */
export function useProgrammeDepartures(programme: string): PublicDeparture[] {
  const rendered = useContext(DeparturesContext);
  const served = (rendered ?? pageDepartures())?.[programme];
  const [loaded, setLoaded] = useState<PublicDeparture[] | undefined>();
  useEffect(() => {
    if (served !== undefined || rendered !== undefined) return;
    let live = true;
    void fetchDepartures().then((all) => live && setLoaded(all[programme] ?? NONE));
    return () => {
      live = false;
    };
  }, [served, rendered, programme]);
  return served ?? loaded ?? NONE;
}
