import { describe, expect, it } from "vitest";
import { CATALOGUE_KEYS } from "@shared/catalogue/catalogues";
import { programmePageOf } from "@shared/programme-page";
import { ROUTES } from "@shared/routes";
import { PROGRAMME_ROUTE } from "@/components/programme-page/programme-route";

describe("the browser's route to a programme's page", () => {
  it("takes exactly the paths the server renders as programme pages: each catalogue's, no other page's", () => {
    const paths = [
      ...CATALOGUE_KEYS.flatMap((c) => [`/${c}/soul-identity`, `/${c}/soul-identity/`]),
      ...ROUTES.map((r) => `${r.path === "/" ? "" : r.path}/soul-identity`),
      "/womens-retreats/Soul", "/womens-retreats/soul--identity", "/womens-retreats/a/b", "/womens-retreats/", "/nowhere/soul-identity",
    ];
    for (const p of paths) expect(PROGRAMME_ROUTE.test(p), p).toBe(programmePageOf(p) !== null);
    expect(CATALOGUE_KEYS.every((c) => PROGRAMME_ROUTE.exec(`/${c}/x`)?.groups?.catalogue === c)).toBe(true);
  });
});
