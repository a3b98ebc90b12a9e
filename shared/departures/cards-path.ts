/**
 * GET /api/departures/cards: every programme's upcoming departures as their cards print them
 * (shared/departures/card-departure.ts), for a catalogue reached inside the app. A constant of its
 * own, so a page that may call it carries nothing else of the API's map.
 */
export const DEPARTURE_CARDS_PATH = "/api/departures/cards";
