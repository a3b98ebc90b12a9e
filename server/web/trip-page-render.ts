import type { Request } from "express";
import type { TripBody } from "@shared/money/account-types";
import { TRIP_PAGE_NAME } from "@shared/trip-page";
import { withAppMarkup } from "./catalogue-render";
import { builtPages } from "./web";

/** What the trip page needs from the build's SSR bundle (client/src/entry-server.tsx). */
interface TripSsr {
  renderTripPage(token: string, trip: TripBody | null): Promise<string>;
  tripDataTag(trip: TripBody | null): string;
}

/** Writes a visitor's trip page, and for a link that opens nothing a page saying what to do. */
export interface TripPageRenderer {
  /**
   * The whole page for this token's trip: the built shell with the trip rendered into it; for
   * null, the trip page's shell with where the link is and how to reach us for it (TripLinkHelp).
   */
  page(req: Request, token: string, trip: TripBody | null): Promise<string>;
}

/**
 * The trip page as the build made it: dist/pages/trip.html (its head, its stylesheet inline, the
 * scripts; scripts/prerender.mjs) with the trip rendered into it per request by the SSR bundle,
 * and a JSON copy of the trip that the browser hydrates from.
 */
export function builtTripPages(distDir: string, publicUrl: string | undefined, loadSsr: () => Promise<unknown>): TripPageRenderer {
  const pages = builtPages(distDir, publicUrl);
  let ssr: Promise<TripSsr> | undefined;
  return {
    async page(req, token, trip) {
      const shell = pages.named(TRIP_PAGE_NAME, req);
      if (!shell) throw new Error(`the build has no ${TRIP_PAGE_NAME}.html: run npm run build`);
      ssr ??= loadSsr().then((m) => {
        if (!m) throw new Error("the build has no SSR bundle: run npm run build");
        return m as TripSsr;
      });
      const mod = await ssr;
      const page = withAppMarkup(shell, await mod.renderTripPage(token, trip));
      if (!page) throw new Error(`${TRIP_PAGE_NAME}.html has no app marks to render into`);
      return page.replace("</body>", () => `  ${mod.tripDataTag(trip)}\n  </body>`);
    },
  };
}
