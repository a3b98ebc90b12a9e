import http from "node:http";
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "./core/config";
import { createLogger, flushLog } from "./core/logger";
import { openDatabase } from "./db";
import { trackQuietSockets } from "./http/quiet-sockets";
import { DbLockedError } from "./db/lock";
import { createStorage, resealTripLinks, tripLinkKey, tripLinkKeyOf } from "./storage";
import { installRoutines, zoneMoneyDays } from "./storage";
import { ensureAdmin, resolveSessionSecret } from "./app/bootstrap";
import { createApp } from "./app/app";
import { staticWeb, viteWeb } from "./web/web";
import { publicDepartures } from "./departures/public-departures";
import { departuresReadByVersion } from "./departures/departure-versions";
import { sampleDepartures } from "./departures/sample-departures";
import { todayIn } from "@shared/money";
import { builtTripPages } from "./web/trip-page-render";
import { ssrBundleLoader } from "./web/catalogue-render";
import { catalogueRecords } from "./web/catalogue-records";
import { programmeRecords } from "./web/programme-records";
import { createBookingEvents } from "./events/booking-events";
import { startMail } from "./mail/start";
import { afterErasure } from "./erasure/forget";
import { startInbound } from "./mail/inbound/start";
import { createVisits } from "./visits/start-visits";
import { startJobs } from "./jobs/scheduler";
import { deskClockOf } from "./core/clock";
import { DataKeyError, openDataKey } from "./crypto/data-key";
import { ownerOnlyFromNow } from "./core/owner-only";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const line of err.message.split("\n")) console.error(`Invalid configuration: ${line}`);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  // Backups, e-mails, media, the key and the database's own files: 0600 in 0700 folders.
  ownerOnlyFromNow();
  // `kill -USR2` asks for a backup; sent while the server is still starting (opening and migrating
  // the database can take a while), the signal's default would end the process. Kept until the
  // backups start, and then asked for.
  let backupAsked = false;
  let askForBackup = () => void (backupAsked = true);
  process.on("SIGUSR2", () => askForBackup());
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  // The log is written asynchronously; whatever is still buffered goes out as the process exits.
  process.once("exit", () => flushLog(logger));
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    // Money Insights count booked days in DESK_TIMEZONE: recounted here when it changed.
    afterMigrations: async (query) => {
      await installRoutines(query);
      await zoneMoneyDays(query, config.deskTimezone);
    },
    onPoolError: (err) => logger.warn({ err }, "idle database connection lost"),
    lock: {
      onWaitStale: (owner) => logger.warn({ dir: config.pgliteDir, pid: owner?.pid }, "PGLITE_DIR lock left by a process that is gone: taking it over once it is stale"),
      onCompromised: (err) => {
        logger.fatal({ err, dir: config.pgliteDir }, "lost the lock on PGLITE_DIR: stopping now so two processes never write it");
        process.exit(1);
      },
    },
  });
  logger.info({ database: database.kind }, "database ready, migrations applied");
  // One desk clock for the whole process: the storage, the routes, the mail loop and the jobs judge
  // what is due by the same time.
  const clock = deskClockOf(config);
  const storage = createStorage(database.db, clock, { offerHours: config.waitlistOfferHours });

  const admin = await ensureAdmin(storage, config.admin, config.passwordHashCost);
  if (admin === "created") logger.info({ username: config.admin?.username }, "staff user created");
  const sessionSecret = await resolveSessionSecret(storage, config.sessionSecret);
  const dataKey = await openDataKey({ file: config.dataKeyFile, apartFrom: { PGLITE_DIR: config.pgliteDir, BACKUP_DIR: config.backupDir } }, storage.settings).catch(
    async (err: unknown) => {
      if (!(err instanceof DataKeyError)) throw err;
      console.error(err.message);
      await database.close().catch(() => undefined);
      process.exit(1);
    },
  );

  const server = http.createServer();
  // While draining, every response asks its client to close the connection, so keep-alive
  // clients move off this process instead of sending it more requests.
  let draining = false;
  server.on("request", (_req, res) => {
    if (draining) res.setHeader("Connection", "close");
  });
  const sockets = trackQuietSockets(server);
  const root = path.resolve(import.meta.dirname, config.env === "production" ? "../.." : "..");
  // A newcomer's first `npm run dev` on a new embedded database shows departures (README); never in production or on PostgreSQL.
  if (config.env === "development" && !config.databaseUrl) {
    const added = await storage.departures.addSampleDepartures(sampleDepartures(todayIn(config.deskTimezone, clock.now())));
    if (added > 0) await storage.programmes.linkDeparturesByTitle();
    if (added > 0) logger.info({ added }, "sample departures added to the new embedded database");
  }
  // One read of the open departures serves the catalogue pages and GET /api/departures alike.
  const departures = publicDepartures(departuresReadByVersion(storage.departures), {
    timeZone: config.deskTimezone,
    clock,
    version: () => storage.departures.placesVersion(),
  });
  // One look at the published programmes serves every catalogue page (and each page's data) alike.
  const programmes = catalogueRecords({ read: () => storage.programmes.publishedCards(), stamp: () => storage.programmes.cardsStamp() });
  // And one serves every programme's own page and the sitemap.
  const programmePages = programmeRecords({
    published: () => storage.programmes.publicProgrammes(),
    archived: () => storage.programmes.adminProgrammes({ status: "archived" }),
    stamp: () => storage.programmes.cardsStamp(),
    redirect: (catalogue, slug) => storage.programmes.programmeRedirect(catalogue, slug),
  });
  // A programme saved in this process's desk is on the site at the next request; other processes'
  // records see it within their look.
  const programmesChanged = () => {
    programmes.invalidate();
    programmePages.invalidate();
  };
  const web =
    config.env === "production"
      ? staticWeb(path.join(root, "dist"), config.publicUrl, undefined, departures, programmes, programmePages)
      : await viteWeb(root, server, config.publicUrl, departures, programmes);
  const events = createBookingEvents(database, logger);
  // Mail delivery: queued with each enquiry, sent after the answer by this loop (and its peers).
  // Trip links are sealed with the data key, kept outside the database; links sealed with the
  // session secret before (which app_settings holds when SESSION_SECRET is unset) are sealed again.
  const tripKey = tripLinkKeyOf(dataKey);
  const resealed = await resealTripLinks(database.db, tripLinkKey(sessionSecret), tripKey);
  if (resealed > 0) logger.info({ links: resealed }, "trip links sealed again with the data key");
  const mail = startMail(config, storage, logger, tripKey, clock);
  const forget = afterErasure({
    database,
    storage,
    mailDir: config.mail.smtpUrl ? undefined : config.mail.dir,
    inboxDir: config.mail.imapUrl ? undefined : config.mail.inboxDir,
    logger,
  });
  const visits = createVisits(storage, logger, { timeZone: config.deskTimezone, limit: config.eventRateLimit });
  // Incoming mail: the IMAP mailbox (one reader across processes) or the inbox folder.
  const inbound = startInbound(config.mail, storage, logger, mail.wake);
  // Visitors' trip pages are rendered per request into the build's shell; in development the page
  // is Vite's, and the screen reads its trip from the API.
  const dist = path.join(root, "dist");
  const tripPages = config.env === "production" ? builtTripPages(dist, config.publicUrl, ssrBundleLoader(dist)) : undefined;
  const app = createApp({ storage, config, clock, sessionSecret, logger, ping: database.ping, web, events, mail, afterErasure: forget, visits, tripPages, dataKey, departures, programmesChanged });
  server.on("request", app);
  // Behind a load balancer, keep-alive must outlast the balancer's idle timeout (often 60 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, host: config.host }, `listening on http://localhost:${port}`);

  const jobs = startJobs({ database, storage, config, logger, clock, forget, mail });
  askForBackup = () => void jobs.backups.runNow("SIGUSR2");
  if (backupAsked) askForBackup();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    jobs.stop();
    const force = setTimeout(() => {
      logger.error("shutdown took over 10 s, exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    draining = true;
    // Open event streams never finish by themselves: end them so their sockets can close.
    void events.close();
    // Stop accepting; keep-alive sockets close once they and the server have been quiet for a
    // moment (server.close() calls closeIdleConnections, which would also cut one whose next
    // request is on its way), busy ones once their response, which asks the client to close, is sent.
    server.closeIdleConnections = () => sockets.closeQuiet();
    const sweep = setInterval(() => sockets.closeQuiet(), 100);
    // A send in progress may finish meanwhile; one that doesn't is retried once its claim lapses.
    const mailStopped = Promise.all([mail.stop(5_000), inbound.stop()]);
    server.close(async () => {
      clearInterval(sweep);
      await jobs.backups.stop();
      await mailStopped;
      // The last second of visit events, still in memory.
      await visits.recorder.close().catch((err) => logger.warn({ err }, "writing the last visit events failed"));
      await database.close().catch((err) => logger.error({ err }, "closing the database failed"));
      logger.info("stopped");
      process.exit(0);
    });
  };
  // A stray rejected promise is logged; the server keeps answering the requests in flight.
  process.on("unhandledRejection", (err) => logger.error({ err }, "unhandled promise rejection"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  // Another process holds PGLITE_DIR: one line naming it and the holder's PID.
  console.error(err instanceof DbLockedError ? err.message : err);
  process.exit(1);
});
