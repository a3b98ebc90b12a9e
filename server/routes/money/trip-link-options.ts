import type { Request } from "express";
import type { TripLinkOptions } from "../../storage";
import type { QuoteRoutesOptions } from "./money-options";

/** The trip link's base: PUBLIC_URL, or the origin this request reached. */
export function tripLinkOptions(req: Request, o: Pick<QuoteRoutesOptions, "tripKey" | "publicUrl">): TripLinkOptions {
  return { key: o.tripKey, baseUrl: o.publicUrl ?? `${req.protocol}://${req.get("host") ?? "localhost"}` };
}
