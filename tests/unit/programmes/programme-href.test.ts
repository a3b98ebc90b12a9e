import { describe, expect, it } from "vitest";
import { CATALOGUE_KEYS, programmePath } from "@shared/catalogue/catalogues";
import { programmePageOf } from "@shared/programme-page";
import { ROUTES } from "@shared/routes";
import { programmeHref } from "@/catalogue/programme-href";

describe("a card's link to its programme's page", () => {
  it("is where a catalogue's cards link, and a listing's family cards link nowhere", () => {
    expect(CATALOGUE_KEYS.map((c) => programmeHref(c, "soul-identity"))).toEqual(CATALOGUE_KEYS.map((c) => programmePath(c, "soul-identity")));
    expect([programmeHref("retreats", "womens"), programmeHref("international-trips", "digital-nomad")]).toEqual([undefined, undefined]);
  });

  it("goes to a page the server renders as a programme's, from every page of the route table that has one", () => {
    const linked = ROUTES.map((r) => programmeHref(r.path.slice(1), "soul-identity")).filter((h): h is string => h !== undefined);
    expect(linked.length).toBe(CATALOGUE_KEYS.length);
    for (const href of linked) expect(programmePageOf(href), href).not.toBeNull();
  });
});
