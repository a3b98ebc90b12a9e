import { createContext, useContext, useEffect, useState } from "react";
import type { CardDeparture, CardDeparturesByProgramme } from "@shared/departures/card-departure";
import { DEPARTURE_CARDS_PATH, DEPARTURES_DATA_ID } from "@shared/departures/data-tag";

/**
 * The departures the server renders the page with (client/src/entry-server.tsx): undefined when
 * none were given (the build's prerender), so the page reads its own copy, if any.
 */
export const DeparturesContext = createContext<CardDeparturesByProgramme | undefined>(undefined);

let read: CardDeparturesByProgramme | null | undefined;

/** In the browser: the departures the server rendered this page with, read once; null when the page has none. */
function pageDepartures(): CardDeparturesByProgramme | null {
  if (read !== undefined) return read;
  const text = typeof document === "undefined" ? undefined : document.getElementById(DEPARTURES_DATA_ID)?.textContent;
  try {
    read = text ? (JSON.parse(text) as CardDeparturesByProgramme) : null;
  } catch {
    read = null;
  }
  return read;
}

const NONE: CardDeparture[] = [];
let fetched: Promise<CardDeparturesByProgramme> | undefined;

/** Every programme's departures as the server words them, fetched once per page load (for a page reached inside the app). */
function fetchCards(): Promise<CardDeparturesByProgramme> {
  fetched ??= fetch(DEPARTURE_CARDS_PATH)
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ((fetched = undefined), {}));
  return fetched;
}

/**
 * A programme's upcoming departures. On a served page they come with the HTML (the server's render
 * and the page's JSON copy hold every programme on the page, with none as []), so the browser
 * hydrates exactly what was rendered and fetches nothing. A programme missing from the copy is on a
 * page reached inside the app: its departures are fetched then, worded by the server as on a served page.
 */
export function useProgrammeDepartures(programme: string): CardDeparture[] {
  const rendered = useContext(DeparturesContext);
  const served = (rendered ?? pageDepartures())?.[programme];
  const [loaded, setLoaded] = useState<CardDeparture[] | undefined>();
  useEffect(() => {
    if (served !== undefined || rendered !== undefined) return;
    let live = true;
    void fetchCards().then((all) => live && setLoaded(all[programme] ?? NONE));
    return () => {
      live = false;
    };
  }, [served, rendered, programme]);
  return served ?? loaded ?? NONE;
}
