import { buildTestApp, STAFF, useMade, type TestApp } from "./test-app";
import { signedIn, type Agent } from "./staff";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { type DbKind } from "./database";
import { freePort } from "./free-port";
import { deskClock, type DeskClock } from "./desk-clock";
import { createLogger } from "../../server/core/logger";
import { startOutboxWorker, type OutboxWorker } from "../../server/mail/outbox-worker";
import { createMailTransport } from "../../server/mail/transport";
import { enquiryMailSettings } from "../../server/mail/settings";
import type { RetryPolicy } from "../../server/mail/retry";
import type { Clock } from "../../server/core/clock";

export const FROM = { name: "Inner Light Journeys", address: "hello@innerlight.test" };
export const STAFF_TO = ["desk@innerlight.test", "owner@innerlight.test"];
export const BASE_URL = "https://innerlight.test";

export interface MailTestApp extends TestApp {
  worker: OutboxWorker;
}

/** The app with a delivery loop sending through `smtpUrl` (or to files in `dir`), with quick timings. */
export async function buildMailApp(
  kind: DbKind,
  target: { smtpUrl?: string; dir?: string },
  opts: { bookingRateLimit?: number; retry?: Partial<RetryPolicy>; pollMs?: number; ackDomainCap?: number; trustProxy?: number; clock?: Clock } = {},
): Promise<MailTestApp> {
  // The app wakes the worker after each enquiry; the worker needs the app's storage: a holder joins them.
  const holder: { worker?: OutboxWorker } = {};
  const t = await buildTestApp(kind, {
    clock: opts.clock,
    bookingRateLimit: opts.bookingRateLimit ?? 1000,
    trustProxy: opts.trustProxy,
    mail: { settings: enquiryMailSettings({ from: FROM, staffAlertTo: STAFF_TO, ackDomainCap: opts.ackDomainCap }), wake: () => holder.worker?.wake() },
  });
  const w = startOutboxWorker({
    storage: t.storage,
    clock: t.clock,
    transport: createMailTransport({ smtpUrl: target.smtpUrl, dir: target.dir ?? "/nonexistent" }),
    from: FROM,
    baseUrl: BASE_URL,
    logger: createLogger("silent"),
    pollMs: opts.pollMs ?? 100,
    leaseMs: 10_000,
    retry: { baseMs: 20, maxDelayMs: 200, ...opts.retry },
  });
  holder.worker = w;
  return {
    ...t,
    worker: w,
    close: async () => {
      await w.stop(2_000);
      await t.close();
    },
  };
}

export interface SmtpMailApp {
  smtp: TestSmtp;
  t: MailTestApp;
  staff: Agent;
}

/**
 * The app delivering to a real local SMTP server (nobody signed in). With `{ started: false }` the
 * server is not listening yet, on a port of its own: the mail server down until `smtp.start()`.
 */
export async function buildSmtpMailApp(
  kind: DbKind,
  opts: Parameters<typeof buildMailApp>[2] = {},
  server: { started?: boolean } = {},
): Promise<Omit<SmtpMailApp, "staff">> {
  const smtp = server.started === false ? await startTestSmtp(await freePort(), { started: false }) : await startTestSmtp();
  const t = await buildMailApp(kind, { smtpUrl: smtp.url }, opts);
  return { smtp, t };
}

/** The app delivering to a real local SMTP server, with its admin signed in. */
export async function startSmtpMailApp(kind: DbKind, opts: Parameters<typeof buildMailApp>[2] = {}): Promise<SmtpMailApp> {
  const { smtp, t } = await buildSmtpMailApp(kind, opts);
  return { smtp, t, staff: await signedIn(t, STAFF) };
}

/** The app stops before the server so that no delivery is left talking to a closed port. */
export async function stopSmtpMailApp(t: MailTestApp, smtp: TestSmtp): Promise<void> {
  await t.close();
  await smtp.stop();
}

/** For the tests of one `describe`: startSmtpMailApp's app, server and admin, made before them and stopped after them. */
export function useSmtpMailApp(kind: DbKind): SmtpMailApp {
  return useMade(["smtp", "t", "staff"], () => startSmtpMailApp(kind), ({ t, smtp }) => stopSmtpMailApp(t, smtp));
}

/**
 * For the tests of one `describe`: useSmtpMailApp's app, server and admin, the desk's clock held
 * at `now` from before the app is built; the clock is disposed after the app and server stop.
 */
export function useSmtpMailAppAt(kind: DbKind, now: Date): SmtpMailApp & { clock: DeskClock } {
  return useMade(
    ["smtp", "t", "staff", "clock"],
    async () => {
      const clock = deskClock();
      clock.set(now);
      return { ...(await startSmtpMailApp(kind, { clock })), clock };
    },
    async ({ t, smtp, clock }) => {
      await stopSmtpMailApp(t, smtp);
      clock.dispose();
    },
  );
}
