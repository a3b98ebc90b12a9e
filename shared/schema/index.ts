// Every table, for drizzle-kit (drizzle.config.ts) and for the database handle's types (server/db):
// code that reads or writes a table imports its own file.
export * from "./users";
export * from "./bookings";
export * from "./activities";
export * from "./mail";
export * from "./audit";
export * from "./settings";
export * from "./visits";
export * from "./money";
export * from "./refunds";
export * from "./departures";
export * from "./waitlist-offers";
export * from "./travellers";
export * from "./programmes";
export * from "./scrubs";
