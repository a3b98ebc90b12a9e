import type { LucideIcon } from "lucide-react";
import type { TripType } from "@shared/booking-status";
import type { Screen } from "@shared/routes";
import type { ProgrammePhoto } from "@shared/catalogue/programme";

/** One choice of a filter select. `value` goes in the URL; "" is never a value (it means All). */
export interface FilterOption {
  value: string;
  label: string;
}

export interface CatalogueFilter<T> {
  /** URL query parameter, e.g. "duration". Never "q" (the search text uses it). */
  key: string;
  /** Visible label of the select, e.g. "Duration". */
  label: string;
  /** Label of the no-filter choice, e.g. "All Durations". */
  allLabel: string;
  options: readonly FilterOption[];
  matches: (item: T, value: string) => boolean;
}

/**
 * A filter as a catalogue defines it: its choices either fixed, or drawn from the programmes the
 * page is served with (a country select lists the countries of today's programmes).
 */
export type FilterDefinition<T> =
  | CatalogueFilter<T>
  | (Omit<CatalogueFilter<T>, "options"> & { optionsOf: (items: readonly T[]) => readonly FilterOption[] });

/** What one card shows. Every catalogue maps its records to this, so one card renders them all. */
export interface CardModel {
  key: string;
  title: string;
  /** Site-served image path, e.g. "/art/temple-dawn.svg". */
  image: string;
  imageAlt: string;
  /** The company's own photo of the programme (its first), shown instead of the art. */
  photo?: ProgrammePhoto;
  /** Small line above the title: location, country, region or skill category. */
  eyebrow?: string;
  duration?: string;
  groupSize?: string;
  rating?: number;
  description: string;
  /** Short labels shown as chips, e.g. a category or work type. */
  badges?: string[];
  /** An icon that stands for the programme (skill category, work type). */
  icon?: LucideIcon;
  lists?: CardList[];
  /** Extra labelled facts, e.g. "Earning potential": "$600 - $1,200/month". */
  facts?: { label: string; value: string }[];
  /** The card's actions, last in the card: an enquiry (Book button) and/or links to pages. */
  booking?: { tripType: TripType; category: string };
  links?: { href: string; label: string; variant?: "primary" | "outline" }[];
  /** A thin rainbow rule for the sapphic and queer catalogues. */
  rainbow?: boolean;
}

export interface CardList {
  title?: string;
  items: string[];
  /** Trailing line such as "+4 more options" or "+ more". */
  more?: string;
}

export interface CatalogueConfig<T> {
  id: string;
  items: readonly T[];
  /**
   * The texts the search box looks in beyond what the card shows (the page's search fields, docs/site.md §5); arrays are
   * searched item by item. Every text of the item's card is searched as well.
   */
  searchFields: (item: T) => ReadonlyArray<string | readonly string[] | undefined>;
  /**
   * Texts of other records that also find an item, fetched only when someone searches: on
   * /retreats, a family is found by the texts of its programmes.
   */
  related?: {
    load: () => Promise<Readonly<Record<string, readonly string[]>>>;
    keyOf: (item: T) => string;
  };
  searchLabel: string;
  searchPlaceholder: string;
  filters: readonly CatalogueFilter<T>[];
  /** The count line, e.g. (3, 7) => "Showing 3 of 7 retreats"; null for pages without one. */
  countLine: ((shown: number, total: number) => string) | null;
  empty: { title: string; hint?: string };
  /** Label of the reset button. */
  clearLabel?: string;
  toCard: (item: T) => CardModel;
}

/** A catalogue with the page around it: each catalogue screen is drawn from one of these. */
export interface CatalogueScreenConfig<T> extends CatalogueConfig<T> {
  page: CataloguePageConfig;
}

/**
 * A catalogue screen as its code defines it: everything but the programmes, which the server
 * serves with the page (catalogue/with-items.ts makes the screen's configuration from both).
 */
export type CatalogueDefinition<T> = Omit<CatalogueScreenConfig<T>, "items" | "filters"> & {
  filters: readonly FilterDefinition<T>[];
};

/** A button of a catalogue page's header or closing band. */
export type PageAction =
  /** The enquiry dialog for the page's trip type and category. */
  | { kind: "book"; variant?: "accent" }
  | { kind: "link"; href: string; label: string; variant: "outline" | "accent" | "light" }
  /** An e-mail to us with this subject, explained to screen readers by `note`. */
  | { kind: "mail"; label: string; subject: string; note: string; variant: "light" };

/**
 * What a catalogue's page shows around the catalogue. The title and breadcrumbs come from the
 * route table (shared/routes.ts), so they are written once.
 */
export interface CataloguePageConfig {
  screen: Screen;
  /** One string is the intro as it stands; a list is one paragraph each. */
  intro: string | readonly string[];
  /** Header artwork, "/art/<motif>.svg". */
  art: string;
  /** The thin rainbow rule of the sapphic and queer pages. */
  rainbow?: boolean;
  /** The trip type and category of the page's Book buttons (the category also titles the dialog). */
  booking: { tripType: TripType; category?: string };
  headerActions: readonly PageAction[];
  /** The catalogue section's accessible name when it is not the page's heading. */
  sectionLabel?: string;
  /** A band after the grid. */
  closing?: { title: string; text: string; actions: readonly PageAction[] };
}

/** The view state of a catalogue: search text under "q", each filter under its key; "" means none. */
export type CatalogueState = Record<string, string>;
