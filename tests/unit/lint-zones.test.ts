import { describe, expect, it } from "vitest";
import { rulesHit } from "../support/lint-rules";

/** The server's layers in eslint.config.js (docs/architecture.md): each zone refuses a wrong import and lets a right one through. */
describe("the linter keeps the server's layers", () => {
  const ZONE = "import-x/no-restricted-paths";
  const importing = (name: string, from: string) => `import { ${name} } from "${from}";\nexport const x = ${name};\n`;

  it("refuses storage that imports mail, events, routes, http or jobs, and lets it use the database layer", async () => {
    const file = "server/storage/example.ts";
    expect(await rulesHit(importing("composeMessage", "../mail/compose"), file)).toContain(ZONE);
    expect(await rulesHit(importing("createBookingEvents", "../events/booking-events"), file)).toContain(ZONE);
    expect(await rulesHit(importing("bookingsRouter", "../routes/bookings"), file)).toContain(ZONE);
    expect(await rulesHit(importing("noStore", "../http/no-store"), file)).toContain(ZONE);
    expect(await rulesHit(importing("startJobs", "../jobs/scheduler"), file)).toContain(ZONE);
    expect(await rulesHit(importing("BOOKINGS_CHANNEL", "../db/channels"), file)).not.toContain(ZONE);
  }, 60_000);

  it("refuses a route that reaches past storage's index, and lets it import the index", async () => {
    const file = "server/routes/example.ts";
    expect(await rulesHit(importing("bookingStorage", "../storage/bookings"), file)).toContain(ZONE);
    expect(await rulesHit(importing("tripLinkKey", "../storage/money/trip-links"), file)).toContain(ZONE);
    expect(await rulesHit(importing("createStorage", "../storage"), file)).not.toContain(ZONE);
    expect(await rulesHit(importing("createStorage", "../storage/index"), file)).not.toContain(ZONE);
  }, 60_000);

  it("refuses other server code that reaches past storage's index", async () => {
    expect(await rulesHit(importing("advanceMailbox", "../../../storage/inbound"), "server/mail/inbound/sources/example.ts")).toContain(ZONE);
    expect(await rulesHit(importing("PRUNE_BATCH", "./storage/pruning"), "server/example.ts")).toContain(ZONE);
    expect(await rulesHit(importing("PRUNE_BATCH", "./storage"), "server/example.ts")).not.toContain(ZONE);
  }, 60_000);

  it("refuses a desk tab that imports another tab's internals, and lets it use the shell and the shared desk folders", async () => {
    const file = "client/src/features/desk/insights/example.ts";
    expect(await rulesHit(importing("neighbour", "../enquiries/neighbour"), file)).toContain(ZONE);
    expect(await rulesHit(importing("quoteDraft", "../money/quote-draft"), file)).toContain(ZONE);
    expect(await rulesHit(importing("replyPromise", "../lib/reply-promise"), file)).not.toContain(ZONE);
    expect(await rulesHit(importing("QueryView", "../components/query-view"), file)).not.toContain(ZONE);
    expect(await rulesHit(importing("useDeskState", "../shell/use-desk-state"), file)).not.toContain(ZONE);
    // A named exception lets only that file through.
    expect(await rulesHit(importing("bookingKeys", "../enquiries/api/booking-keys"), "client/src/features/desk/money/example.ts")).not.toContain(ZONE);
    expect(await rulesHit(importing("bookingKeys", "../enquiries/api/booking-keys"), "client/src/features/desk/team/example.ts")).toContain(ZONE);
  }, 60_000);
});
