import type { Config } from "../core/config";
import type { Clock } from "../core/clock";
import type { Logger } from "../core/logger";
import type { Storage } from "../storage";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";
import { enquiryMailSettings } from "./settings";
import { createMailTransport } from "./transport";
import type { TripLinkKey } from "../storage";

/** This process's mail delivery, from the configuration: what server/index.ts starts and stops. */
export function startMail(config: Pick<Config, "mail" | "publicUrl" | "port" | "deskTimezone" | "payment">, storage: Storage, logger: Logger, tripKey: TripLinkKey, clock: Clock): OutboxWorker & { settings: ReturnType<typeof enquiryMailSettings> } {
  const worker = startOutboxWorker({
    storage,
    transport: createMailTransport({ smtpUrl: config.mail.smtpUrl, dir: config.mail.dir }),
    from: config.mail.from,
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    timeZone: config.deskTimezone,
    clock,
    tripKey,
    payment: config.payment,
    logger,
  });
  return { ...worker, settings: enquiryMailSettings(config.mail) };
}
