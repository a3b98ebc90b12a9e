import { z } from "zod";
import { isStorableText, NOT_STORABLE } from "../text-rules";

/** A search of the desk's list (`q`): bounded, storable text. */
export const searchText = z.string().max(200).refine(isStorableText, NOT_STORABLE).optional();

/** GET /api/admin/bookings/summary `?q=`: the summary's counts are then the search's. */
export const summaryQuery = z.object({ q: searchText }).strict();

/** GET /api/admin/bookings/:id/activities `?last=N`: only the newest N entries (the desk opens a booking on them); none: the whole timeline. */
export const timelineQuery = z.object({ last: z.coerce.number().int().min(1).max(1000).optional() }).strict();
