import { SEEDED_CARDS, womensRetreatsConfig } from "../../support/seeded-catalogues";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@shared/routes";
import { renderPage } from "@/entry-server";
import { structuredData } from "@/seo/structured-data";
import { FAQ_CATEGORIES } from "@/content/faq-content";
import { CATALOGUE_KEYS } from "@shared/catalogue/catalogues";

// Runs in Node, as the build's prerendering does: no window, document or localStorage.
describe("server rendering of every page", () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))("when %s is rendered to a string, then it holds the page's h1", async (_p, route) => {
    const html = await renderPage(route.path, "", undefined, SEEDED_CARDS);
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1].replace(/<[^>]+>/g, "").trim());
    expect(h1s).toHaveLength(1);
    expect(h1s[0].length).toBeGreaterThan(0);
    expect(html).toContain('id="main"');
  });

  it.each(CATALOGUE_KEYS.map((c) => [c]))("when /%s is rendered, then each card's title links to its programme's page", async (catalogue) => {
    const html = await renderPage(`/${catalogue}`, "", undefined, SEEDED_CARDS);
    const cards = SEEDED_CARDS[catalogue] as readonly { id: string }[];
    const linked = [...html.matchAll(new RegExp(`<a [^>]*href="/${catalogue}/([a-z0-9-]+)"`, "g"))].map((m) => m[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect([...new Set(linked)]).toEqual(cards.map((c) => c.id));
  });

  it("when an unknown path is rendered, then it is the not-found page", async () => {
    const html = await renderPage("/no-such-page");
    expect(html).toContain("Page Not Found");
    expect(html).toMatch(/router/i);
  });
});

describe("structured data", () => {
  it("then home and contact describe the travel agency", () => {
    for (const screen of ["home", "contact"] as const) {
      const [agency] = structuredData(screen, "/", "https://x.example");
      expect(agency).toMatchObject({ "@type": "TravelAgency", address: { addressLocality: "Coimbatore" } });
    }
  });

  it("then the FAQ page lists every question with its answer", () => {
    const [faq] = structuredData("faqs", "/faqs") as [{ "@type": string; mainEntity: { name: string }[] }];
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity.map((q) => q.name)).toEqual(FAQ_CATEGORIES.flatMap((c) => c.items.map((i) => i.question)));
  });

  it("then a catalogue page lists its programmes as tourist trips", () => {
    const cards = womensRetreatsConfig.items.map((r) => womensRetreatsConfig.toCard(r));
    const [list] = structuredData("womens", "/womens-retreats", "https://x.example", cards) as [{ itemListElement: { item: { "@type": string; name: string } }[] }];
    expect(list.itemListElement).toHaveLength(womensRetreatsConfig.items.length);
    expect(list.itemListElement[0].item["@type"]).toBe("TouristTrip");
  });

  it("then pages without a subject carry none", () => {
    expect(structuredData("terms", "/terms-conditions")).toEqual([]);
  });
});
