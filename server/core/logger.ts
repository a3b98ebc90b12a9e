import pino, { type DestinationStream } from "pino";

/**
 * A password, cookie, token, code or two-factor secret must never reach the logs, whatever logs it
 * (a token opens a trip page or confirms an e-mail for whoever reads it).
 */
const SECRET_KEYS = ["password", "token", "code", "totpSecret", "secret", "tokenSealed"];
const REDACTED_PATHS = ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', ...SECRET_KEYS.flatMap((k) => [k, `body.${k}`, `*.${k}`])].filter(
  // An error's `code` is PostgreSQL's or Node's, never a secret: `*.code` would hide it.
  (p) => p !== "*.code",
);

type QueryError = Error & { query?: unknown; params?: unknown };

/**
 * An error as the log keeps it, without the values a failed query carried: Drizzle writes its
 * parameters into the message (`params: …`), and they are what a visitor typed or a token; a
 * PostgreSQL error's `detail` repeats a conflicting key's value.
 */
function errWithoutValues(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!(err instanceof Error)) return out;
  for (let e: QueryError | undefined = err, i = 0; e instanceof Error && i < 10; e = e.cause as QueryError | undefined, i++) {
    if (typeof e.query !== "string" || !Array.isArray(e.params)) continue;
    const typed = `params: ${e.params}`;
    for (const key of ["message", "stack"]) if (typeof out[key] === "string") out[key] = (out[key] as string).split(typed).join("params: [redacted]");
  }
  delete out.params;
  delete out.detail;
  return out;
}

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
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { err: errWithoutValues },
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
