import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rulesHit } from "../../support/lint-rules";

const ZONE = "import-x/no-restricted-paths";

/** A file inside a zone, the imports the zone refuses it and the ones it lets through. */
interface ZoneCase {
  file: string;
  refused: string[];
  allowed: string[];
}

const ZONES: Record<string, ZoneCase[]> = {
  // Each folder of server/ imports only the layers its allow-list in eslint.config.js names (and itself, shared/ and packages).
  "core imports nothing of the server": [
    { file: "server/core/example.ts", refused: ["../storage", "../db", "../mail/compose", "../auth/password", "../crypto/key-file"], allowed: ["./clock", "@shared/site"] },
  ],
  "db imports only core": [{ file: "server/db/example.ts", refused: ["../storage", "../storage/routines", "../mail/compose"], allowed: ["../core/logger", "./channels"] }],
  "crypto imports only core": [{ file: "server/crypto/example.ts", refused: ["../storage", "../db"], allowed: ["../core/is-inside", "./seal"] }],
  "storage imports only db, core, shared and itself": [
    {
      file: "server/storage/example.ts",
      refused: ["../mail/compose", "../events/booking-events", "../routes/bookings", "../http/no-store", "../jobs/scheduler", "../desk/csv-export", "../digest/render-digest", "../crypto/data-key", "../auth/password", "../erasure/forget", "../web/web"],
      allowed: ["../db/channels", "../core/clock", "@shared/digest-content", "./follow-ups"],
    },
  ],
  "http imports core and storage": [{ file: "server/http/example.ts", refused: ["../routes/bookings", "../auth/staff-gate", "../app/app"], allowed: ["../core/errors", "../storage", "./rate-limit"] }],
  "auth imports core, http and storage": [{ file: "server/auth/example.ts", refused: ["../routes/auth", "../mail/compose"], allowed: ["../http/rate-limit", "../storage", "./password"] }],
  "events import core and db": [{ file: "server/events/example.ts", refused: ["../storage", "../routes/events"], allowed: ["../db/channels", "../core/logger"] }],
  "mail imports core, db, storage, auth and the digest": [
    { file: "server/mail/example.ts", refused: ["../routes/conversation", "../jobs/scheduler", "../events/booking-events"], allowed: ["../storage", "../db/channels", "../digest/compose-digest", "../core/config"] },
  ],
  "the digest imports core and storage, never the mail that imports it": [
    { file: "server/digest/example.ts", refused: ["../jobs/desk-ticks", "../routes/desk", "../mail/render", "../mail/compose"], allowed: ["../core/clock", "../storage"] },
  ],
  "the desk's export imports core and storage": [{ file: "server/desk/example.ts", refused: ["../routes/admin", "../mail/compose"], allowed: ["../storage", "../core/errors"] }],
  "travellers import core, crypto and storage": [{ file: "server/travellers/example.ts", refused: ["../routes/travellers/trip-travellers", "../db"], allowed: ["../crypto/data-key", "../storage"] }],
  "visits import core and storage": [{ file: "server/visits/example.ts", refused: ["../db", "../routes/bookings"], allowed: ["../storage", "../core/logger"] }],
  "departures import core, http and storage": [{ file: "server/departures/example.ts", refused: ["../web/web", "../routes/departures/admin-departures"], allowed: ["../http/precompressed", "../core/clock"] }],
  "erasure imports core, db, mail and storage": [{ file: "server/erasure/example.ts", refused: ["../routes/admin", "../jobs/retention"], allowed: ["../mail/eml-files", "../db", "../storage"] }],
  "web imports core, departures and http": [{ file: "server/web/example.ts", refused: ["../storage", "../routes/bookings", "../app/app"], allowed: ["../departures/public-departures", "../http/host-header"] }],
  "routes import the layers below them, never the app, the jobs or the tools": [
    { file: "server/routes/example.ts", refused: ["../app/app", "../jobs/scheduler", "../cli/user-add", "../db"], allowed: ["../auth/staff-gate", "../web/trip-page-render", "../erasure/forget", "./record-audit"] },
  ],
  "jobs import core, db, storage, mail, the digest, erasure and visits": [
    { file: "server/jobs/example.ts", refused: ["../routes/admin", "../app/app", "../http/no-store"], allowed: ["../digest/morning-digest", "../erasure/forget", "../storage"] },
  ],
  "the app mounts the routers and never starts a job or a tool": [{ file: "server/app/example.ts", refused: ["../jobs/scheduler", "../cli/user-add", "../index"], allowed: ["../routes/bookings", "../http/no-store", "../web/web"] }],
  "command-line tools import core, db, storage, auth and crypto": [{ file: "server/cli/example.ts", refused: ["../app/app", "../routes/users"], allowed: ["../auth/password", "../db", "./read-secret"] }],
  "the entry starts everything but imports no router or tool": [{ file: "server/index.ts", refused: ["./routes/bookings", "./cli/user-add"], allowed: ["./app/app", "./jobs/scheduler", "./web/web"] }],
  "routes reach storage only through its index": [
    { file: "server/routes/example.ts", refused: ["../storage/bookings", "../storage/money/trip-links"], allowed: ["../storage", "../storage/index"] },
  ],
  "other server code reaches storage only through its index": [
    { file: "server/mail/inbound/sources/example.ts", refused: ["../../../storage/inbound"], allowed: ["../../../storage"] },
    { file: "server/index.ts", refused: ["./storage/pruning"], allowed: ["./storage"] },
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

describe("every server file sits in a layer the linter holds", () => {
  const server = path.resolve(import.meta.dirname, "../../../server");
  const entries = fs.readdirSync(server, { withFileTypes: true });

  it("the only file at server/'s root is the entry, index.ts", () => {
    expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual(["index.ts"]);
  });

  it("each folder of server/ has a zone: a command-line tool is refused to all of them, the app to the tools", async () => {
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders).toEqual(expect.arrayContaining(["core", "storage", "routes", "app", "web"]));
    for (const folder of folders) {
      const from = folder === "cli" ? "../app/app" : "../cli/user-add";
      expect(await refuses(`server/${folder}/example.ts`, from), `server/${folder}/ importing ${from}`).toBe(true);
    }
  }, 60_000);
});
