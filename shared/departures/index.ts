/** Departures: dates, prices and places (CONTRACT "Departures"), pure and shared by the site, the desk and the server. */
export * from "./availability";
export * from "./dates-text";
export * from "./types";
