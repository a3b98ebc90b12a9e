import { BOOKABLE_PROGRAMMES, PROGRAMMES } from "@shared/programmes";
import { addDays, addMonths } from "@shared/money";
import type { NewDeparture } from "@shared/departures/requests";

/** The families whose journeys are abroad: priced as international trips. */
const ABROAD = new Set<string>([...PROGRAMMES.digitalNomad, ...PROGRAMMES.slowTravel, ...PROGRAMMES.skillTravel, ...PROGRAMMES.workcation, ...PROGRAMMES.earnWhileTravel].map((p) => p.name));

/**
 * Sample departures for a newcomer's first `npm run dev` (docs/decisions/departures-places.md): each programme
 * every two to four months over the next twelve, with prices of the right order for a retreat or a
 * journey abroad, and a few nearly full so every state of a card shows. Deterministic from the
 * programme's place in the list, so two newcomers see the same site.
 */
export function sampleDepartures(today: string): NewDeparture[] {
  const out: NewDeparture[] = [];
  BOOKABLE_PROGRAMMES.forEach((programme, i) => {
    const abroad = ABROAD.has(programme);
    const nights = abroad ? 10 + (i % 4) * 2 : 4 + (i % 3);
    const price = abroad ? 150_000 + (i % 6) * 25_000 : 28_000 + (i % 7) * 5_000;
    const every = 2 + (i % 3);
    for (let month = 1 + (i % 2); month <= 12; month += every) {
      const startDate = addDays(addMonths(today, month), (i * 3) % 20);
      out.push({ programme, startDate, endDate: addDays(startDate, nights), pricePerPerson: price, places: 8 + (i % 3) * 4, note: "Sample departure" });
    }
  });
  return out;
}
