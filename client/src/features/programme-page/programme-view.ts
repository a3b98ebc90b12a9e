import { breadcrumbsOf } from "@shared/route-labels";
import { cardItemOf, type CardFacts } from "@shared/catalogue/card-items";
import { CATALOGUES, programmePath, type CatalogueKey } from "@shared/catalogue/catalogues";
import type { FaqEntry, ItineraryDay, ProgrammePhoto } from "@shared/catalogue/programme";
import type { CardDeparture } from "@shared/departures/card-departure";
import type { CardList, CatalogueDefinition, CataloguePageConfig } from "@/catalogue/types";

/** The catalogue a programme page belongs to: its breadcrumb and the way back. */
export interface CatalogueLink {
  path: string;
  label: string;
}

/**
 * Everything a programme page shows, made once where the page is served (the server, or the desk's
 * preview from the editor's values) and carried in the page's JSON copy, so the browser hydrates it
 * without the catalogue's configuration or a second request. Its card facts are the card's own
 * (the catalogue's `toCard`), so the page and its card never disagree.
 */
export interface ProgrammeView {
  path: string;
  catalogue: CatalogueLink;
  title: string;
  summary: string;
  /** The card's first list's title ("What your days hold"), over every highlight. */
  highlightsTitle: string;
  highlights: string[];
  /** The card's other lists (skills offered, work set-up, …), whole. */
  lists: CardList[];
  facts: { label: string; value: string }[];
  eyebrow?: string;
  duration?: string;
  groupSize?: string;
  rating?: number;
  badges: string[];
  rainbow: boolean;
  /** The card's art, shown when the programme has no photographs. */
  art: string;
  photos: ProgrammePhoto[];
  itinerary: ItineraryDay[];
  included: string[];
  notIncluded: string[];
  stay: string | null;
  faq: FaqEntry[];
  /** The trip type and category its enquiries are sent with: its card's, else its catalogue page's. */
  booking: CataloguePageConfig["booking"];
  /** Every upcoming open departure, worded by the server as the cards word them. */
  departures: CardDeparture[];
}

/** What a programme page's path serves: the programme, or a page saying it is no longer offered (410). */
export type ProgrammePageData = { kind: "programme"; view: ProgrammeView } | { kind: "gone"; title: string; catalogue: CatalogueLink };

/** A programme's page fields, as stored (the public API's programme, or the desk's draft). */
export interface ProgrammeRecord extends CardFacts {
  photos: ProgrammePhoto[];
  itinerary: ItineraryDay[];
  included: string[];
  notIncluded: string[];
  stay: string | null;
  faq: FaqEntry[];
}

/** The catalogue page a programme belongs to, by the label its breadcrumb gives it. */
export function catalogueLinkOf(catalogue: CatalogueKey): CatalogueLink {
  const crumbs = breadcrumbsOf(CATALOGUES[catalogue].screen);
  return { path: `/${catalogue}`, label: crumbs[crumbs.length - 1].label };
}

const filled = (s: string) => s.trim() !== "";

/** A programme's page from its record, its catalogue's card and its departures. Throws when the card can't be drawn (a draft missing a field its card reads). */
export function programmeViewOf(def: CatalogueDefinition<never>, p: ProgrammeRecord, departures: CardDeparture[]): ProgrammeView {
  const card = def.toCard(cardItemOf(p) as never);
  const [first, ...lists] = card.lists ?? [];
  return {
    path: programmePath(p.catalogue, p.slug),
    catalogue: catalogueLinkOf(p.catalogue),
    title: p.title,
    summary: p.summary,
    highlightsTitle: first?.title ?? "Highlights",
    highlights: p.highlights.filter(filled),
    lists: lists.filter((l) => l.items.length > 0).map(({ title, items }) => ({ title, items })),
    facts: card.facts ?? [],
    eyebrow: card.eyebrow,
    duration: card.duration,
    groupSize: card.groupSize,
    rating: card.rating,
    badges: card.badges ?? [],
    rainbow: card.rainbow ?? false,
    art: card.image,
    photos: p.photos,
    itinerary: p.itinerary.filter((d) => filled(d.title) || filled(d.text)),
    included: p.included.filter(filled),
    notIncluded: p.notIncluded.filter(filled),
    stay: p.stay && filled(p.stay) ? p.stay : null,
    faq: p.faq.filter((f) => filled(f.question) && filled(f.answer)),
    booking: card.booking ?? def.page.booking,
    departures,
  };
}
