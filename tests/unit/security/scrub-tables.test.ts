import { describe, expect, it } from "vitest";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "@shared/schema";
import { NOT_SCRUBBED, SCRUBBED_TABLES } from "../../../server/db/scrub";

const tables = (Object.values(schema) as unknown[]).flatMap((v) => (is(v, PgTable) ? [getTableConfig(v)] : []));

describe("the tables an erasure's scrub rewrites", () => {
  it("when the schema has a table, then it is either scrubbed or listed as holding nothing of a visitor, with why", () => {
    const unlisted = tables.map((t) => t.name).filter((name) => !(name in SCRUBBED_TABLES) && !(name in NOT_SCRUBBED));
    expect(unlisted, "add each to SCRUBBED_TABLES or NOT_SCRUBBED in server/db/scrub.ts").toEqual([]);
    for (const [name, why] of [...Object.entries(SCRUBBED_TABLES), ...Object.entries(NOT_SCRUBBED)]) expect(why.length, name).toBeGreaterThan(10);
    expect(Object.keys(SCRUBBED_TABLES).filter((name) => name in NOT_SCRUBBED)).toEqual([]);
  });

  it("when a table names a booking and holds text, then the scrub rewrites it, unless it is listed with why", () => {
    const textual = (type: string) => /text|varchar|char|json|bytea/i.test(type);
    const bookingText = tables.filter((t) => t.columns.some((c) => c.name === "booking_id") && t.columns.some((c) => textual(c.getSQLType())));
    const uncovered = bookingText.map((t) => t.name).filter((name) => !(name in SCRUBBED_TABLES) && !(name in NOT_SCRUBBED));
    expect(uncovered).toEqual([]);
    // The money tables and the travellers' hold the payer's and travellers' words: never on the other list.
    for (const name of ["bookings", "payments", "cancellations", "quotes", "travellers", "booking_insurance"]) expect(SCRUBBED_TABLES, name).toHaveProperty(name);
  });

  it("when a table is listed, then the schema has it (a misspelt name would be passed over by the scrub)", () => {
    const names = new Set(tables.map((t) => t.name));
    expect([...Object.keys(SCRUBBED_TABLES), ...Object.keys(NOT_SCRUBBED)].filter((name) => !names.has(name))).toEqual([]);
  });
});
