import http from "node:http";
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "./config";
import { createLogger, flushLog } from "./logger";
import { openDatabase } from "./db";
import { createStorage } from "./storage";
import { ensureAdmin, resolveSessionSecret } from "./bootstrap";
import { createApp } from "./app";
import { staticWeb, viteWeb } from "./web";

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
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  // The log is written asynchronously; whatever is still buffered goes out as the process exits.
  process.once("exit", () => flushLog(logger));
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onPoolError: (err) => logger.warn({ err }, "idle database connection lost"),
  });
  logger.info({ database: database.kind }, "database ready, migrations applied");
  const storage = createStorage(database.db);

  const admin = await ensureAdmin(storage, config.admin);
  if (admin === "created") logger.info({ username: config.admin?.username }, "staff user created");
  const sessionSecret = await resolveSessionSecret(storage, config.sessionSecret);

  const server = http.createServer();
  // While draining, every response asks its client to close the connection, so keep-alive
  // clients move off this process instead of sending it more requests.
  let draining = false;
  server.on("request", (_req, res) => {
    if (draining) res.setHeader("Connection", "close");
  });
  const root = path.resolve(import.meta.dirname, config.env === "production" ? "../.." : "..");
  const web =
    config.env === "production"
      ? staticWeb(path.join(root, "dist"), config.publicUrl)
      : await viteWeb(root, server, config.publicUrl);
  const app = createApp({ storage, config, sessionSecret, logger, ping: database.ping, web });
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

  const prune = setInterval(() => storage.pruneSessions().catch((err) => logger.warn({ err }, "session prune failed")), 15 * 60 * 1000);
  prune.unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    clearInterval(prune);
    const force = setTimeout(() => {
      logger.error("shutdown took over 10 s, exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    draining = true;
    // Stop accepting; idle keep-alive sockets close now, busy ones once their response is sent.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(sweep);
      await database.close().catch((err) => logger.error({ err }, "closing the database failed"));
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  // A stray rejected promise is logged; the server keeps answering the requests in flight.
  process.on("unhandledRejection", (err) => logger.error({ err }, "unhandled promise rejection"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
