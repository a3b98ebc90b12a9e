/** Departures: dates, prices and places (docs/decisions/departures-places.md), pure and shared by the site, the desk and the server. */
export * from "./availability";
export * from "./places-words";
export * from "./dates-text";
export * from "./types";
export * from "./offers";
