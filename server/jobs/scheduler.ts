import type { Config } from "../core/config";
import type { Clock } from "../core/clock";
import type { Database } from "../db";
import type { Logger } from "../core/logger";
import type { Storage } from "../storage";
import { finishPendingErasures, type AfterErasure } from "../erasure/forget";
import { scrubOwed } from "../erasure/scrub-owed";
import { scheduleVisitRollup } from "../visits/start-visits";
import { startBackups, type Backups } from "./backup";
import { startDeskTicks } from "./desk-ticks";
import { startHousekeeping } from "./housekeeping";
import { scheduleInboundRetention } from "./inbound-retention";
import { schedulePruning } from "./pruning";
import { scheduleRetention } from "./retention";
import { scheduleTravellerPurge } from "./traveller-purge";

export interface JobsOptions {
  database: Database;
  storage: Storage;
  config: Pick<Config, "backupDir" | "backupKeep" | "enquiryRetentionDays" | "auditRetentionDays" | "inboundRetentionDays" | "deskTickMs" | "deskTimezone" | "visitRetentionDays" | "mail"> & Partial<Pick<Config, "mediaDir">>;
  logger: Logger;
  /** The desk's clock: when follow-ups come due, reminders and digests are queued. */
  clock: Clock;
  /** What an erasure finishes with (server/erasure/forget.ts): the retention sweep and pending erasures call it. */
  forget: AfterErasure;
  /** The outbox: the desk ticks queue digests and reminders, then wake it. */
  mail: { settings: { messageIdDomain: string }; wake(): void };
}

export interface Jobs {
  /** The PGlite backups (none with PostgreSQL): SIGUSR2 runs one now; stop() awaits one under way. */
  backups: Backups;
  /** Stops every timer; a backup under way is awaited by backups.stop(). */
  stop(): void;
}

/**
 * Every timed job of a server process, started once it listens: each process runs them all, and a
 * lock inside each job lets one process at a time do work that must happen once.
 */
export function startJobs({ database, storage, config, logger, clock, forget, mail }: JobsOptions): Jobs {
  const stopHousekeeping = startHousekeeping(storage, logger);
  // PGlite: a backup now, then daily, and on SIGUSR2 (`kill -USR2 <pid>`); none with PostgreSQL.
  // An erasure left pending (a failed scrub, a crash mid-way) is finished before any backup is written.
  // A purge of travellers' documents owes the disk a scrub too, finished before any backup likewise.
  const finishScrubs = scrubOwed({ database, storage, logger, now: () => clock.now() });
  const noErasurePending = async () => (await finishPendingErasures(storage, forget)) && (await finishScrubs());
  const backups = startBackups({ database, dir: config.backupDir, keep: config.backupKeep, logger, noErasurePending, mediaDir: config.mediaDir });
  // Without backups of our own (PostgreSQL, or BACKUP_KEEP=0), a pending erasure or scrub is still retried at start.
  if (database.kind !== "pglite" || config.backupKeep === 0) void noErasurePending().catch((err) => logger.error({ err }, "finishing pending erasures failed"));
  const stopRetention = scheduleRetention(storage, config.enquiryRetentionDays, logger, forget);
  const stopPruning = schedulePruning(storage, config.auditRetentionDays, logger);
  // With IMAP the mailbox is the company's archive: only the inbox folder's copies are ours to delete.
  const stopInboundRetention = scheduleInboundRetention(storage, config.inboundRetentionDays, config.mail.imapUrl ? undefined : config.mail.inboxDir, logger);
  const stopTravellerPurge = scheduleTravellerPurge(storage, { timeZone: config.deskTimezone, clock, afterPurge: finishScrubs }, logger);
  const stopRollup = scheduleVisitRollup(storage, { timeZone: config.deskTimezone, keepDays: config.visitRetentionDays }, logger);
  // Follow-ups coming due, the payment reminders, and the morning digest from 08:00 in DESK_TIMEZONE.
  const deskTicks = startDeskTicks(storage, logger, { timeZone: config.deskTimezone, messageIdDomain: mail.settings.messageIdDomain, onQueued: mail.wake, everyMs: config.deskTickMs, clock });
  return {
    backups,
    stop() {
      stopHousekeeping();
      stopRetention();
      stopInboundRetention();
      stopPruning();
      stopRollup();
      stopTravellerPurge();
      deskTicks.stop();
    },
  };
}
