import { z } from "zod";
import { MAX_INT } from "./enquiry";

/** GET /api/admin/audit: who, which action, and a page of at most 500 entries before an entry. */
export const auditQuery = z
  .object({
    by: z.string().trim().min(1).max(255).optional(),
    action: z.string().trim().regex(/^[a-z-]{1,64}$/, "An action name such as sign-in").optional(),
    limit: z.string().regex(/^\d{1,3}$/, "An integer from 1 to 500").transform(Number).pipe(z.number().int().min(1).max(500)).optional(),
    before: z.string().regex(/^\d{1,10}$/, "An entry id").transform(Number).pipe(z.number().int().min(1).max(MAX_INT)).optional(),
  })
  .strict();
