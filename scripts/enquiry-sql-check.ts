// The API benchmark's check of its own yardstick, run by scripts/bench-api.mjs before it measures:
// (a_same) replays enquiryPath() through bare pg, so "framework overhead" means something only while
// the product sends exactly those statements for an enquiry, in order, and replaying them stores the
// row the product stores. Exits non-zero, saying what differs, when either stops being true.
// Run alone: node --import tsx scripts/enquiry-sql-check.ts
import { isDeepStrictEqual } from "node:util";
import request from "supertest";
import { apiPaths } from "@shared/api-paths";
import { enquiryPath } from "./enquiry-sql";
import { enquiryMailSettings } from "../server/mail/settings";
import { createStorage } from "../server/storage";
import { createApp } from "../server/app/app";
import { createLogger } from "../server/core/logger";
import { systemClock } from "../server/core/clock";
import { createBookingEvents } from "../server/events/booking-events";
import { createVisits } from "../server/visits/start-visits";
import { MIN_PASSWORD_HASH_COST } from "../server/core/password-cost";
import { buildBooking } from "../tests/support/factories";
import { freshDatabase } from "../tests/support/database";

type Client = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

// The product's app on an embedded database, as the API tests build it.
const db = await freshDatabase("pglite");
const storage = createStorage(db.database.db, systemClock);
const events = createBookingEvents(db.database);
await events.ready;
const logger = createLogger("silent");
const visits = createVisits(storage, logger, { timeZone: "Asia/Kolkata", limit: 1000 });
const app = createApp({
  storage,
  config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy: undefined, publicUrl: undefined, passwordHashCost: MIN_PASSWORD_HASH_COST },
  clock: systemClock,
  sessionSecret: "check-secret-check-secret-check-secret-12",
  logger,
  ping: db.database.ping,
  events,
  visits,
});
const t = { app, storage };
const failures: string[] = [];
try {
  const client = (db.database.db as unknown as { $client: Client }).$client;
  const statements = enquiryPath(enquiryMailSettings());

  // 1. The statements the database receives for one accepted enquiry.
  const query = client.query;
  const sent: string[] = [];
  client.query = (text, values) => {
    sent.push(String(text));
    return query.call(client, text, values);
  };
  const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
  client.query = query;
  if (res.status !== 201) failures.push(`the product answered ${res.status} to an enquiry`);
  const expected = statements.map((s) => s.text);
  if (!isDeepStrictEqual(sent, expected)) {
    failures.push(`the product sends other statements than enquiryPath():\n  sent:     ${JSON.stringify(sent)}\n  expected: ${JSON.stringify(expected)}`);
  }

  // 2. Replaying them with an enquiry's values stores the row the product stores.
  const input = buildBooking({ state: null, groupSize: 4 });
  const viaProduct = await request(t.app).post(apiPaths.enquiries.href()).send(input);
  let last: Record<string, unknown> | undefined;
  try {
    for (const s of statements) last = (await client.query(s.text, s.values(input, "booking:replay", 60_000, 1000))).rows[0];
  } catch (err) {
    failures.push(`replaying the statements failed: ${(err as Error).message.slice(0, 300)}`);
  }
  const replayed = await t.storage.bookings.getBooking(Number((last?.result as { id?: number } | undefined)?.id));
  const stored = await t.storage.bookings.getBooking(viaProduct.body.id);
  // The last message is the enquiry itself, at its own time; the search's words hold the reference.
  const strip = (b: typeof stored) => ({ ...b, id: 0, reference: "", createdAt: 0, updatedAt: 0, dueAt: 0, replyDueAt: 0, lastMessageAt: 0, searchWords: "" });
  if (!stored || !isDeepStrictEqual(strip(replayed), strip(stored))) {
    failures.push(`the replayed statements store another row:\n  replayed: ${JSON.stringify(strip(replayed))}\n  product:  ${JSON.stringify(strip(stored))}`);
  }
} finally {
  await visits.recorder.close();
  await events.close();
  await db.drop();
}
if (failures.length) {
  console.error(`the yardstick (a_same) no longer matches the product:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("yardstick check: the product sends enquiryPath()'s statements and the replay stores the same row");
