import pino, { type DestinationStream } from "pino";

/**
 * The process log: JSON lines on stdout. Writes are asynchronous and batched: lines collect until
 * 4 kB or a quarter of a second, then go out in one write, off the request path. The server writes
 * out the rest as it exits (`flushLog`). Tests pass their own stream.
 */
export function createLogger(
  level = "info",
  destination: DestinationStream = pino.destination({ sync: false, minLength: 4096, periodicFlush: 250 }),
) {
  return pino(
    {
      level,
      // A password or cookie must never reach the logs, whatever logs the request.
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "res.headers[\"set-cookie\"]", "password", "*.password"], censor: "[redacted]" },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;

/** Writes out what the asynchronous destination still holds; call before the process exits. */
export function flushLog(logger: Logger): void {
  try {
    // pino.destination's synchronous flush, when the stream has one (sonic-boom does).
    const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as { flushSync?: () => void } | undefined;
    stream?.flushSync?.();
  } catch {
    // Nothing more can be done for the log while exiting.
  }
}
