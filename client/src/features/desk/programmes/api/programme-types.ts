import type { Programme } from "@shared/catalogue/programme";

export type { FaqEntry, ItineraryDay, ProgrammeStatus, ProgrammeVersion } from "@shared/catalogue/programme";

/** A catalogue's own card field as the editor holds it: a text, a list of texts, or a number (the rating). */
export type CardFieldValue = string | number | string[];

/** A programme as GET /api/admin/programmes answers it, its card fields typed as the editor holds them. */
export type AdminProgramme = Omit<Programme, "card"> & { card: Record<string, CardFieldValue> };
