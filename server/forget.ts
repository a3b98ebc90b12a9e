import type { Database } from "./db";
import type { Logger } from "./logger";
import { deleteBookingEml } from "./mail/eml-files";
import { deleteProcessedCopies } from "./mail/inbound/processed-copies";
import type { Storage } from "./storage";

/** What follows an erasure, once it has committed: the data is removed from the disk too. */
export type AfterErasure = (bookingIds: number[]) => Promise<void>;

/**
 * The embedded mail default's .eml copies of the bookings are deleted, so are the raw copies the
 * inbox reader kept in MAIL_INBOX_DIR/processed of their messages, and on PGlite the freed row
 * versions are made unrecoverable before the next backup (server/db.ts). On PostgreSQL the server's
 * own vacuum does it in time (docs/security.md). A failure is logged: the erasure itself stands.
 */
export function afterErasure(o: {
  database: Pick<Database, "scrubFreedRows">;
  mailDir?: string;
  /** The inbox folder (when IMAP_URL is unset) and the storage that says which of its copies go. */
  inbox?: { dir: string; storage: Pick<Storage, "messageCopiesToForget"> };
  logger: Pick<Logger, "info" | "error">;
}): AfterErasure {
  return async (bookingIds) => {
    if (bookingIds.length === 0) return;
    try {
      const inbox = o.inbox;
      const files =
        (o.mailDir ? await deleteBookingEml(o.mailDir, bookingIds) : 0) +
        (inbox ? await deleteProcessedCopies(inbox.dir, (ids) => inbox.storage.messageCopiesToForget(bookingIds, ids)) : 0);
      await o.database.scrubFreedRows?.();
      o.logger.info({ bookings: bookingIds.length, files }, "erased data removed from disk");
    } catch (err) {
      o.logger.error({ err, bookingIds }, "removing erased data from disk failed");
    }
  };
}
