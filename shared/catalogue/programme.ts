import type { CatalogueKey } from "./catalogues";

/** `draft`: the desk only; `published`: on its catalogue; `archived`: off the catalogue, kept by its departures and bookings. */
export const PROGRAMME_STATUSES = ["draft", "published", "archived"] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

export interface ItineraryDay {
  day: number;
  title: string;
  text: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ProgrammePhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
}

/** The fields a staff member edits; `card` holds the catalogue's own card fields (location, group size, rating, …). */
export interface ProgrammeFields {
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  duration: string;
  image: string;
  card: Record<string, unknown>;
  position: number;
  itinerary: ItineraryDay[];
  included: string[];
  notIncluded: string[];
  stay: string | null;
  faq: FaqEntry[];
}

/** A programme as the admin routes answer it (docs/http-api.md). */
export interface Programme extends ProgrammeFields {
  id: number;
  catalogue: CatalogueKey;
  status: ProgrammeStatus;
  version: number;
  photos: ProgrammePhoto[];
  /** ISO time of the last change. */
  updatedAt: string;
  /** The username of who saved it last; null for the seeded programmes until someone changes them. */
  updatedBy: string | null;
}

/** A published programme as `GET /api/programmes` answers it: no version or editor, with its page's `url`. */
export type PublicProgramme = Omit<Programme, "version" | "updatedAt" | "updatedBy" | "status" | "position"> & { url: string };

/** One line of Versions. */
export interface ProgrammeVersion {
  version: number;
  at: string;
  by: string | null;
  /** The names of the fields this version changed (all of them for the first). */
  changed: string[];
}
