import { describe, expect, it } from "vitest";
import { rulesHit } from "../support/lint-rules";

const ZONE = "import-x/no-restricted-paths";

/** A file inside a zone, the imports the zone refuses it and the ones it lets through. */
interface ZoneCase {
  file: string;
  refused: string[];
  allowed: string[];
}

const ZONES: Record<string, ZoneCase[]> = {
  "storage imports no mail, events, routes, http or jobs, and uses the database layer": [
    {
      file: "server/storage/example.ts",
      refused: ["../mail/compose", "../events/booking-events", "../routes/bookings", "../http/no-store", "../jobs/scheduler"],
      allowed: ["../db/channels"],
    },
  ],
  "routes reach storage only through its index": [
    { file: "server/routes/example.ts", refused: ["../storage/bookings", "../storage/money/trip-links"], allowed: ["../storage", "../storage/index"] },
  ],
  "other server code reaches storage only through its index": [
    { file: "server/mail/inbound/sources/example.ts", refused: ["../../../storage/inbound"], allowed: ["../../../storage"] },
    { file: "server/example.ts", refused: ["./storage/pruning"], allowed: ["./storage"] },
  ],
  "a desk tab imports the shell and the desk's shared folders, not another tab's internals": [
    {
      file: "client/src/features/desk/insights/example.ts",
      refused: ["../enquiries/neighbour", "../money/quote-draft"],
      allowed: ["../lib/reply-promise", "../components/query-view", "../shell/use-desk-state"],
    },
    // No tab reaches into another, whatever it needs: the booking queries and the money panel are shared or handed in.
    {
      file: "client/src/features/desk/money/example.ts",
      refused: ["../enquiries/api/booking-list", "../enquiries/components/booking-panel"],
      allowed: ["../api/booking-keys", "../api/booking-detail"],
    },
    {
      file: "client/src/features/desk/enquiries/example.ts",
      refused: ["../money/components/money-properties", "../saved-replies/saved-replies-tab"],
      allowed: ["../components/booking-parts", "../api/reply-templates"],
    },
    { file: "client/src/features/desk/saved-replies/example.ts", refused: ["../enquiries/api/send-reply"], allowed: ["../api/save-reply-template"] },
  ],
};

const refuses = async (file: string, from: string) => (await rulesHit(`import * as m from "${from}";\nexport const x = m;\n`, file)).includes(ZONE);

/** The server's layers and the desk's tabs in eslint.config.js (docs/architecture.md): each zone refuses a wrong import and lets a right one through. */
describe("the linter keeps the layers", () => {
  for (const [zone, cases] of Object.entries(ZONES)) {
    it(zone, async () => {
      for (const { file, refused, allowed } of cases) {
        for (const from of refused) expect(await refuses(file, from), `${file} importing ${from}`).toBe(true);
        for (const from of allowed) expect(await refuses(file, from), `${file} importing ${from}`).toBe(false);
      }
    }, 60_000);
  }
});
