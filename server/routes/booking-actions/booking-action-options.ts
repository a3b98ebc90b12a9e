import type { EnquiryMailSettings } from "../../storage";
import type { AfterErasure } from "../../erasure/forget";
import type { Clock } from "../../core/clock";

/** What the booking actions need beside storage. */
export interface BookingActionOptions {
  /** Who is told about enquiries (the Message-IDs' domain of the e-mails queued). */
  mail: EnquiryMailSettings;
  /** Wakes this process's mail delivery after an e-mail was queued. */
  onQueued?: () => void;
  /** DESK_TIMEZONE. */
  timeZone: string;
  /** The desk's clock: what "today" and "now" are for the desk's judgments. */
  clock: Clock;
  /** Run after an erasure commits: the erased data leaves the disk too (server/erasure/forget.ts). */
  afterErasure?: AfterErasure;
}
