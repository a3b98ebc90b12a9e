/*
 * Prints the INSERT statements of migration 0028's seed: every programme card of the data modules,
 * by catalogue in card order, published at version 1. Run once to write the migration; the
 * migration holds the output, so later edits of the data modules change no database.
 *
 *   node --import tsx scripts/programmes-seed-sql.ts
 */
import { CATALOGUE_KEYS } from "@shared/catalogue/catalogues";
import { factsOfCardItem } from "@shared/catalogue/card-items";
import { SEED_CARDS } from "../client/src/catalogue/data/seed-cards";

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const json = (v: unknown) => `${quote(JSON.stringify(v))}::jsonb`;

const rows: string[] = [];
for (const catalogue of CATALOGUE_KEYS) {
  SEED_CARDS[catalogue].forEach((item, i) => {
    const p = factsOfCardItem(catalogue, item as Record<string, unknown>);
    rows.push(
      `(${[quote(catalogue), quote(p.slug), quote(p.title), quote(p.summary), json(p.highlights), quote(p.duration), quote(p.image), json(p.card), String(i + 1), quote("published")].join(", ")})`,
    );
  });
}

process.stdout.write(
  `INSERT INTO "programmes" ("catalogue", "slug", "title", "summary", "highlights", "duration", "image", "card", "position", "status") VALUES\n${rows.join(",\n")}\nON CONFLICT ("catalogue", "slug") DO NOTHING;\n`,
);
