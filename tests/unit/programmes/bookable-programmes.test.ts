import { CATALOGUE_BY_SCREEN } from "../../support/seeded-catalogues";
import { BOOKABLE_PROGRAMMES } from "@shared/programmes";

describe("the programmes the acknowledgement may name", () => {
  it("are exactly the titles of the catalogues' booking cards", () => {
    const titles = new Set<string>();
    for (const config of Object.values(CATALOGUE_BY_SCREEN)) {
      for (const item of config!.items) {
        const card = config!.toCard(item);
        if (card.booking) titles.add(card.title);
      }
    }
    expect([...BOOKABLE_PROGRAMMES].sort()).toEqual([...titles].sort());
  });
});
