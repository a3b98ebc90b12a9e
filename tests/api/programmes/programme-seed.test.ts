import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_KEYS } from "@shared/catalogue/catalogues";
import { SEED_CARDS } from "@/catalogue/data/seed-cards";
import { programmes, programmeVersions } from "@shared/schema/programmes";
import { createStorage, type Storage } from "../../../server/storage";
import { systemClock } from "../../../server/core/clock";
import { DB_KINDS, freshDatabase, type TestDb } from "../../support/database";
import { updateProgramme } from "../../../server/use-cases/change-programme";

describe.each(DB_KINDS)("the programmes of a new database (%s)", (kind) => {
  let t: TestDb;
  let storage: Storage;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    storage = createStorage(t.database.db, systemClock);
  });
  afterAll(() => t?.drop());

  it("when a new database opens, then every catalogue's published cards are the data modules' records, one by one, in card order", async () => {
    const cards = await storage.programmes.publishedCards();
    expect(Object.keys(cards).sort()).toEqual([...CATALOGUE_KEYS].sort());
    for (const catalogue of CATALOGUE_KEYS) {
      expect(cards[catalogue].map((c) => c.id), catalogue).toEqual(SEED_CARDS[catalogue].map((c) => (c as { id: string }).id));
      SEED_CARDS[catalogue].forEach((item, i) => {
        expect(cards[catalogue][i], `${catalogue} ${i}`).toStrictEqual(item);
      });
    }
  });

  it("when seeded, then each programme is published at version 1 with its first version on record", async () => {
    const rows = await t.database.db.select().from(programmes);
    expect(rows).toHaveLength(Object.values(SEED_CARDS).reduce((n, items) => n + items.length, 0));
    expect(new Set(rows.map((r) => `${r.status} ${r.version}`))).toEqual(new Set(["published 1"]));
    const versions = await t.database.db.select().from(programmeVersions);
    expect(versions.map((v) => v.programmeId).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  });

  it("when a programme changes, then the stamp of the cards changes with it", async () => {
    const before = await storage.programmes.cardsStamp();
    expect(await storage.programmes.cardsStamp()).toBe(before);
    const [first] = await storage.programmes.adminProgrammes({ catalogue: "womens-retreats" });
    const saved = await updateProgramme(storage, first.id, { version: first.version, title: "Work-Life Harmony Week" }, "asha", "2027-01-01");
    expect(saved).toMatchObject({ version: 2, title: "Work-Life Harmony Week" });
    expect(await storage.programmes.cardsStamp()).not.toBe(before);
    expect((await storage.programmes.publishedCards())["womens-retreats"][0]).toMatchObject({ id: "work-life-harmony", title: "Work-Life Harmony Week" });
  });
});
