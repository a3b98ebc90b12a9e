import { randomBytes } from "node:crypto";
import express, { type RequestHandler } from "express";
import compression from "compression";
import type { Config } from "../core/config";
import type { Clock } from "../core/clock";
import type { Storage } from "../storage";
import type { Logger } from "../core/logger";
import { apiNotFound, errorHandler } from "../core/errors";
import { originCheck } from "../http/origin-check";
import { securityHeaders } from "../http/security-headers";
import { refuseLongUrls } from "../http/long-path";
import { refuseNulInUrl } from "../http/nul-in-url";
import { warnUntrustedProxy } from "../http/proxy-warning";
import { noStore, noStoreForStaffPaths } from "../http/no-store";
import { hideSearchWords } from "../http/json-replacer";
import { useRequestLog } from "../http/request-log";
import { sessionMiddleware } from "../auth/sessions";
import { bookingsRouter } from "../routes/bookings";
import { authRouter } from "../routes/auth";
import { adminRouter } from "../routes/admin";
import { healthRouter } from "../routes/health";
import type { BookingEvents } from "../events/booking-events";
import { conversationRouter } from "../routes/conversation";
import { bookingActionsRouter } from "../routes/booking-actions/booking-action-router";
import { ADMIN_PREFIX, API_PREFIX, AUTH_PREFIX, apiPaths } from "@shared/api-paths";
import { enquiryMailSettings } from "../mail/settings";
import type { EnquiryMailSettings } from "../storage";
import { accountRouter } from "../routes/staff-account";
import { usersRouter } from "../routes/users";
import { auditRouter } from "../routes/audit";
import type { AfterErasure } from "../erasure/forget";
import { staffGate } from "../auth/staff-gate";
import { shedLoginWhenBusy } from "../auth/shed-login";
import { eventsRouter } from "../routes/events";
import { funnelRouter } from "../routes/funnel";
import { createVisits, type Visits } from "../visits/start-visits";
import { DEFAULT_DESK_TIMEZONE } from "../core/config";
import { paymentRouter } from "../routes/money/payment-router";
import { quoteRouter } from "../routes/money/quote-router";
import { creditsRouter } from "../routes/money/credits";
import { tripRouter } from "../routes/money/trip";
import { isTripFormPost, tripAccess } from "../routes/trip-link/trip-link-access";
import { tripPageRouter } from "../routes/money/trip-page";
import type { TripPageRenderer } from "../web/trip-page-render";
import { tripLinkKeyOf } from "../storage";
import { dataKeyOf, type DataKey } from "../crypto/data-key";
import { publicDepartures, type PublicDepartures } from "../departures/public-departures";
import { departuresReadByVersion } from "../departures/departure-versions";
import { programmeKnown, publicDeparturesRouter } from "../routes/departures/public-departures";
import { adminDeparturesRouter } from "../routes/departures/admin-departures";
import { offerRouter } from "../routes/departures/offer-route";
import { publicProgrammesRouter } from "../routes/programmes/public-programmes";
import { adminProgrammesRouter } from "../routes/programmes/admin-programmes";
import { programmePhotosRouter } from "../routes/programmes/programme-photos";
import { mediaRouter } from "../media/media-route";
import { photoFiles } from "../media/photo-files";
import { travellerDetails } from "../travellers/traveller-details";
import { tripTravellersRouter } from "../routes/travellers/trip-travellers";
import { deskTravellersRouter } from "../routes/travellers/desk-travellers";
import { manifestRouter } from "../routes/travellers/manifest-csv";
import { tripDetailsPageRouter, withTravellerDetails } from "../routes/travellers/trip-details-page";

export interface AppDeps {
  storage: Storage;
  config: Pick<Config, "bookingRateLimit" | "loginRateLimit" | "trustProxy" | "publicUrl" | "env" | "passwordHashCost"> &
    Partial<Pick<Config, "eventRateLimit" | "deskTimezone" | "payment" | "mediaDir">>;
  /** The desk's clock (server/core/clock.ts): what is due, overdue or today; the storage is made with the same one. */
  clock: Clock;
  sessionSecret: string;
  logger: Logger;
  /** Answers whether the database is reachable (for /api/health). */
  ping: () => Promise<boolean>;
  /** How often an open event stream sends a heartbeat and checks its session (25 s unless set). */
  eventHeartbeatMs?: number;
  /** New enquiries for the desks' event streams; without it /api/admin/events answers 404. */
  events?: BookingEvents;
  /** Serves the site's pages and assets; without it non-API paths answer 404. */
  web?: RequestHandler[];
  /** Who is told about enquiries, and how to wake this process's mail delivery after one is stored. */
  mail?: { settings?: EnquiryMailSettings; wake?: () => void };
  /** Run after an erasure commits: the erased data leaves the disk too (server/erasure/forget.ts). */
  afterErasure?: AfterErasure;
  /** The visit counter behind /api/events; made here from the config when not given. */
  visits?: Visits;
  /** Renders visitors' trip pages (/trip/<token>); without it those paths are the web's. */
  tripPages?: TripPageRenderer;
  /** Seals travellers' document numbers and medical notes (server/crypto); tests get a key of their own. */
  dataKey?: DataKey;
  /** The open departures as the site shows them, shared with the pages that print them; made here when not given. */
  departures?: PublicDepartures;
  /**
   * Called after a programme or its photos are saved here: the site's records of the programmes look
   * again at the next request, instead of within their look (10 s) as for a change in another process.
   */
  programmesChanged?: () => void;
}

const API_PATH = new RegExp(`^${API_PREFIX}(/|$)`, "i");

/** The whole HTTP application, without listening: index.ts and the tests both build it. */
export function createApp(deps: AppDeps): express.Express {
  const { storage, config, logger, clock } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ?? false);
  app.set("json replacer", hideSearchWords);
  app.use(noStoreForStaffPaths);
  app.post(apiPaths.login.pattern, shedLoginWhenBusy);

  useRequestLog(app, logger);
  app.use(refuseLongUrls);
  app.use(refuseNulInUrl);
  app.use(warnUntrustedProxy(logger, config.trustProxy));
  app.use(securityHeaders(config.env === "production"));
  app.use(originCheck(config.publicUrl, isTripFormPost));
  // The programmes' photos, from MEDIA_DIR (server/media): without one, no photo is taken or served.
  if (config.mediaDir) app.use(mediaRouter(config.mediaDir));

  // Small JSON answers (an enquiry, a status change) cost more to compress than they save, so the
  // routes that only ever send those come before compression and skip its per-request set-up.
  // Event streams are left alone: gzip would hold each event back in its buffer.
  const compress = compression({
    threshold: "4kb",
    filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  });
  const json = express.json({ limit: "100kb" });
  // Enquiries, the busiest route, are mounted at the top level: one router fewer to walk through.
  const mail = { mail: deps.mail?.settings ?? enquiryMailSettings(), onQueued: deps.mail?.wake };
  app.use(apiPaths.enquiries.pattern, json);
  const timeZone = config.deskTimezone ?? DEFAULT_DESK_TIMEZONE;
  app.use(bookingsRouter(storage, { rateLimit: config.bookingRateLimit, ...mail, timeZone, clock }));
  const visits = deps.visits ?? createVisits(storage, logger, { timeZone, limit: config.eventRateLimit ?? 1000 });
  app.use(eventsRouter(visits));
  // Each router registers its routes' whole paths (shared/api-paths.ts), so all are mounted at the
  // root; the middleware they share is mounted on its prefix.
  const api = express.Router();
  // A page's request leaves the API's routers at once (next("router")) instead of trying every route
  // of each. Case-blind, as Express's own path matching is.
  api.use((req, _res, next) => next(API_PATH.test(req.path) ? undefined : "router"));
  api.use(API_PREFIX, json);
  api.use(healthRouter(deps.ping));
  api.use(API_PREFIX, compress);
  const sessions = sessionMiddleware(storage, deps.sessionSecret);
  const login = { loginRateLimit: config.loginRateLimit, passwordHashCost: config.passwordHashCost };
  const alert = { to: mail.mail.staffAlertTo, messageIdDomain: mail.mail.messageIdDomain, onQueued: mail.onQueued };
  api.use(AUTH_PREFIX, noStore, sessions);
  api.use(authRouter(storage, { ...login, alert }), accountRouter(storage, { ...login, emailLink: alert }));
  // The visitor's trip, by its link's token alone: no session.
  // Without a key from DATA_KEY_FILE (the tests' apps), one for this process alone.
  const dataKey = deps.dataKey ?? dataKeyOf(randomBytes(32));
  const tripKey = tripLinkKeyOf(dataKey);
  const trips = tripAccess(storage, {
    timeZone,
    clock,
    payment: config.payment ?? {},
    messageIdDomain: mail.mail.messageIdDomain,
    staffAlertTo: mail.mail.staffAlertTo,
    onQueued: mail.onQueued,
  });
  api.use(tripRouter(trips));
  const departures = deps.departures ?? publicDepartures(departuresReadByVersion(storage.departures), { timeZone, clock, version: () => storage.departures.placesVersion() });
  api.use(publicDeparturesRouter(departures, programmeKnown(storage)));
  api.use(publicProgrammesRouter(storage));
  const travellers = travellerDetails(storage, dataKey);
  const travellerSaving = { storage, key: dataKey };
  api.use(tripTravellersRouter(trips, travellers, travellerSaving, { timeZone, clock }));
  // Every staff endpoint: a live, fully signed-in account (roles are checked per route).
  api.use(ADMIN_PREFIX, noStore, sessions, staffGate(storage));
  api.use(
    usersRouter(storage, alert, config.passwordHashCost),
    auditRouter(storage),
    bookingActionsRouter(storage, { ...mail, timeZone, clock, afterErasure: deps.afterErasure }),
    conversationRouter(storage),
    adminRouter(storage, { events: deps.events, streamHeartbeatMs: deps.eventHeartbeatMs, timeZone, clock }),
    funnelRouter(storage, timeZone),
    paymentRouter(storage, { timeZone, clock, messageIdDomain: mail.mail.messageIdDomain, onQueued: mail.onQueued }),
    quoteRouter(storage, { timeZone, clock, messageIdDomain: mail.mail.messageIdDomain, onQueued: mail.onQueued, tripKey, publicUrl: config.publicUrl }),
    creditsRouter(storage, { timeZone, clock }),
    deskTravellersRouter(storage, travellers),
    manifestRouter(storage, travellers),
    adminDeparturesRouter(storage, { timeZone, clock, messageIdDomain: mail.mail.messageIdDomain, onChange: departures.invalidate, onQueued: mail.onQueued }),
    offerRouter(storage, { timeZone, clock, messageIdDomain: mail.mail.messageIdDomain, onChange: departures.invalidate, onQueued: mail.onQueued }),
    adminProgrammesRouter(storage, { timeZone, clock, changed: deps.programmesChanged }),
  );
  if (config.mediaDir) api.use(programmePhotosRouter(storage, photoFiles(config.mediaDir), { timeZone, clock, changed: deps.programmesChanged }));
  api.use(API_PREFIX, apiNotFound);
  app.use(api);

  app.use(compress);
  if (deps.tripPages) {
    // The page shows the traveller details too; the details forms post beside Accept quote's.
    const tripPage = withTravellerDetails(trips, travellers, { timeZone, clock });
    app.use(tripDetailsPageRouter(tripPage, travellers, travellerSaving, deps.tripPages, { timeZone, clock }), tripPageRouter(tripPage, deps.tripPages));
  }
  for (const handler of deps.web ?? []) app.use(handler);
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.use(errorHandler);
  return app;
}
