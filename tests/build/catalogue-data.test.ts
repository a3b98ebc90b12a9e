import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEED_CARDS } from "@/catalogue/data/seed-cards";
import { retreatCategories } from "@/catalogue/data/retreat-categories";
import { internationalCategories } from "@/catalogue/data/international-categories";
import { DIST } from "./route-weights";

/** The longest stretch of plain words in a text: found as written in a script whatever its quoting. */
function probe(text: string): string {
  return (text.match(/[A-Za-z0-9 ,.]+/g) ?? []).reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), "");
}

const descriptions = [...Object.values(SEED_CARDS).flat(), ...retreatCategories, ...internationalCategories].map(
  (r) => probe((r as { description: string }).description),
);

// The catalogue pages are drawn from the programmes the server serves with each page: no script of
// the site carries a programme (or a family card), so changing one needs no release.
describe("the catalogue's data out of the site's scripts", () => {
  const scripts = fs.existsSync(path.join(DIST, "assets"))
    ? fs.readdirSync(path.join(DIST, "assets")).filter((f) => f.endsWith(".js"))
    : [];

  it("has scripts to look in and a long enough probe of every description", () => {
    expect(scripts.length).toBeGreaterThan(10);
    expect(descriptions.every((d) => d.length >= 30)).toBe(true);
  });

  it("finds no programme's or family's description in any script", () => {
    const found = scripts.flatMap((file) => {
      const js = fs.readFileSync(path.join(DIST, "assets", file), "utf8");
      return descriptions.filter((d) => js.includes(d)).map((d) => `${file}: ${d.slice(0, 40)}…`);
    });
    expect(found).toEqual([]);
  });
});
