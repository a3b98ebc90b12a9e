import { describe, expect, it } from "vitest";
import { CATALOGUE_KEYS, programmePath } from "@shared/catalogue/catalogues";
import { programmePageOf } from "@shared/programme-page";
import { ROUTES } from "@shared/routes";
import { PROGRAMME_ROUTE, programmeHref } from "@/components/programme-page/programme-route";

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

  it("is where a catalogue's cards link, and a listing's family cards link nowhere", () => {
    expect(CATALOGUE_KEYS.map((c) => programmeHref(c, "soul-identity"))).toEqual(CATALOGUE_KEYS.map((c) => programmePath(c, "soul-identity")));
    expect([programmeHref("retreats", "womens"), programmeHref("international-trips", "digital-nomad")]).toEqual([undefined, undefined]);
  });
});
