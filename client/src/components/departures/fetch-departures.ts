import { departuresPath } from "@shared/public-api-paths";
import { toCardDeparture, type CardDeparturesByProgramme } from "@shared/departures/card-departure";
import type { PublicDeparture } from "@shared/departures";

let fetched: Promise<CardDeparturesByProgramme> | undefined;

/**
 * Every programme's departures, fetched once per page load, for a catalogue reached inside the app
 * (its served copy was another page's). Loaded only then: served pages carry their departures.
 */
export function fetchDepartures(): Promise<CardDeparturesByProgramme> {
  fetched ??= fetch(departuresPath.href())
    .then((r) => (r.ok ? (r.json() as Promise<PublicDeparture[]>) : []))
    .then((list) => {
      const byProgramme: CardDeparturesByProgramme = {};
      for (const d of list) (byProgramme[d.programme] ??= []).push(toCardDeparture(d));
      return byProgramme;
    })
    .catch(() => {
      fetched = undefined;
      return {};
    });
  return fetched;
}
