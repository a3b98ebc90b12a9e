// npm run fuzz:wave-routes — 2,000 malformed bodies (FUZZ_BODIES to change it) across the routes
// of the last two releases: the travellers' details and insurance, acceptance, departures, quotes,
// offers, payments and programmes. Each body is any JSON value, an object of hostile texts (NULs,
// lone surrogates, direction overrides, control characters, long runs) under the route's own field
// names, or broken JSON, sent as JSON or as a form. Prints the answers by route and status; a 5xx
// is a failure (exit code 1). The app runs in this process on a fresh embedded database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import pino from "pino";
import request from "supertest";
import { apiPaths } from "@shared/api-paths";
import { addDays, todayIn } from "@shared/money";
import { openDatabase } from "../server/db";
import { installRoutines } from "../server/storage/routines";
import { createStorage } from "../server/storage";
import { createApp } from "../server/app/app";
import { createLogger } from "../server/core/logger";
import { hashPassword } from "../server/auth/password";
import { openDataKey } from "../server/crypto/data-key";
import { systemClock } from "../server/core/clock";
import { jsonBody } from "../tests/support/generators";
import { buildBooking } from "../tests/support/factories";

const BODIES = Number(process.env.FUZZ_BODIES || 2_000);
const STAFF = { username: "fuzz-admin", password: "a-long-fuzzing-password-41" };
const TRAVELLER = ["fullName", "dateOfBirth", "nationality", "documentType", "documentNumber", "documentExpiry", "dietary", "medical", "emergencyName", "emergencyPhone"];
const DEPARTURE = ["programme", "programmeId", "startDate", "endDate", "pricePerPerson", "places", "note", "status", "privateRooms", "privateRoomSupplement", "minimum", "decideBy"];
const PROGRAMME = ["slug", "catalogue", "title", "summary", "highlights", "duration", "image", "status", "version", "itinerary", "included", "notIncluded", "stay", "faq", "position"];

const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-fuzz-"));
const database = await openDatabase({ pgliteDir: path.join(root, "pglite"), afterMigrations: installRoutines });
const storage = createStorage(database.db, systemClock);
const dataKey = await openDataKey({ file: path.join(root, "keys", "data.key"), apartFrom: { PGLITE_DIR: path.join(root, "pglite"), BACKUP_DIR: path.join(root, "backups") } }, storage.settings);
await storage.users.createUser(STAFF.username, await hashPassword(STAFF.password, 10), { role: "admin" });
const app = createApp({
  storage,
  config: { env: "test", bookingRateLimit: 1_000_000, loginRateLimit: 1_000_000, trustProxy: undefined, publicUrl: "http://fuzz.test", passwordHashCost: 10 },
  clock: systemClock,
  sessionSecret: "fuzz-secret-fuzz-secret-fuzz-secret-12",
  logger: createLogger("silent", pino.destination({ dest: os.devNull })),
  ping: database.ping,
  mail: { wake: () => {} },
  dataKey,
});
const admin = request.agent(app);
await admin.post(apiPaths.login.href()).send(STAFF).expect(200);

// Something for every route to act on: a booking with an accepted quote, a departure, a programme.
const today = todayIn("Asia/Kolkata", new Date());
const booking = (await request(app).post(apiPaths.enquiries.href()).send(buildBooking({ country: "India" })).expect(201)).body as { id: number };
const quote = (await admin.post(apiPaths.bookingQuotes.href(booking.id)).send({ startDate: addDays(today, 40), endDate: addDays(today, 45), travellers: 2, pricePerPerson: 50_000, region: "domestic" }).expect(201)).body as {
  id: number;
  tripUrl: string;
};
const token = quote.tripUrl.split("/").pop()!;
await request(app).post(apiPaths.tripAccept.href(token)).send({ quoteId: quote.id }).expect(200);
const departure = (await admin.post(apiPaths.adminDepartures.href()).send({ programme: "Just Me Time", startDate: addDays(today, 60), endDate: addDays(today, 65), pricePerPerson: 40_000, places: 10 }).expect(201)).body as { id: number };
const programmes = (await admin.get(apiPaths.adminProgrammes.href()).expect(200)).body as { id: number }[];
const programmeId = programmes[0]?.id ?? 1;

const ROUTES: { name: string; method: "post" | "put" | "patch"; path: string; fields: string[]; staff: boolean }[] = [
  { name: "PUT trip traveller", method: "put", path: apiPaths.tripTraveller.href(token, 1), fields: TRAVELLER, staff: false },
  { name: "PUT trip insurance", method: "put", path: apiPaths.tripInsurance.href(token), fields: ["insurer", "policyNumber"], staff: false },
  { name: "POST trip accept", method: "post", path: apiPaths.tripAccept.href(token), fields: ["quoteId"], staff: false },
  { name: "POST departures", method: "post", path: apiPaths.adminDepartures.href(), fields: DEPARTURE, staff: true },
  { name: "PATCH departure", method: "patch", path: apiPaths.adminDeparture.href(departure.id), fields: DEPARTURE, staff: true },
  { name: "POST quote", method: "post", path: apiPaths.bookingQuotes.href(booking.id), fields: ["startDate", "endDate", "travellers", "pricePerPerson", "region", "departureId", "privateRooms", "note", "discounts", "extras"], staff: true },
  { name: "POST offer", method: "post", path: apiPaths.bookingOffer.href(booking.id), fields: ["action"], staff: true },
  { name: "POST payment", method: "post", path: apiPaths.bookingPayments.href(booking.id), fields: ["amount", "receivedOn", "method", "reference", "note"], staff: true },
  { name: "POST programmes", method: "post", path: apiPaths.adminProgrammes.href(), fields: PROGRAMME, staff: true },
  { name: "PATCH programme", method: "patch", path: apiPaths.adminProgramme.href(programmeId), fields: PROGRAMME, staff: true },
  { name: "POST programme restore", method: "post", path: apiPaths.programmeRestore.href(programmeId), fields: ["version"], staff: true },
];

const counts = new Map<string, Map<number, number>>();
const failures: string[] = [];
const t0 = performance.now();
const bodies = fc.sample(fc.tuple(fc.nat(ROUTES.length - 1), fc.boolean()), BODIES);
for (const [i, [r, asForm]] of bodies.entries()) {
  const route = ROUTES[(i + r) % ROUTES.length];
  const body = fc.sample(jsonBody(route.fields), { numRuns: 1, seed: i })[0];
  const client = route.staff ? admin : request(app);
  let req = client[route.method](route.path).set("Origin", "http://fuzz.test");
  if (asForm) {
    // The same values as a form: what a page without scripts, or a forger, sends.
    let form = body;
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) form = new URLSearchParams(Object.entries(parsed).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString();
    } catch {
      /* broken JSON goes as it is */
    }
    req = req.set("Content-Type", "application/x-www-form-urlencoded").send(form);
  } else req = req.set("Content-Type", "application/json").send(body);
  const status = (await req).status;
  const byStatus = counts.get(route.name) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  counts.set(route.name, byStatus);
  if (status >= 500) failures.push(`${route.name} ${status} ${asForm ? "form" : "json"} ${JSON.stringify(body).slice(0, 200)}`);
}
const seconds = (performance.now() - t0) / 1000;

console.log(`${BODIES.toLocaleString("en")} malformed bodies across ${ROUTES.length} routes in ${seconds.toFixed(1)} s`);
for (const [name, byStatus] of counts) {
  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${n} × ${s}`);
  console.log(`  ${name.padEnd(24)} ${statuses.join(", ")}`);
}
console.log(`5xx answers: ${failures.length}`);
for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
await database.close();
fs.rmSync(root, { recursive: true, force: true });
process.exit(failures.length > 0 ? 1 : 0);
