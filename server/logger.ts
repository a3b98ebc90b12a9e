import pino from "pino";

export function createLogger(level = "info") {
  return pino({
    level,
    // A password or cookie must never reach the logs, whatever logs the request.
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "res.headers[\"set-cookie\"]", "password", "*.password"], censor: "[redacted]" },
  });
}

export type Logger = ReturnType<typeof createLogger>;
