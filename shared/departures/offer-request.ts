import { z } from "zod";

/** POST /api/admin/bookings/:id/offer: **Skip** passes the offer on now; **Extend offer** holds it WAITLIST_OFFER_HOURS longer. */
export const offerActionSchema = z
  .object({ action: z.enum(["skip", "extend"], { errorMap: () => ({ message: 'Must be "skip" or "extend"' }) }) })
  .strict();
