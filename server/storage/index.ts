import type { Db } from "../db";
import { bookingStorage } from "./bookings";
import { userStorage } from "./users";
import { sessionStorage } from "./sessions";
import { rateLimitStorage } from "./rate-limits";
import { settingsStorage } from "./settings";
import { activityStorage } from "./activities";
import { insightsStorage } from "./insights";
import { enquiryStorage } from "./enquiries";
import { mailStorage } from "./mail";
import { auditStorage } from "./audit";
import { erasureStorage } from "./erasure";
import { conversationStorage } from "./conversation";
import { replyTemplateStorage } from "./reply-templates";
import { inboundStorage } from "./inbound";

export type { BookingCursor, BookingFilter, BookingPage, BookingQuery } from "./bookings";
export type { StoredSession } from "./sessions";
export type { EnquiryMailSettings, EnquiryOptions, EnquiryResult } from "./enquiries";
export type { ClaimedMail, MailRow } from "./mail";
export type { AuditEntry, AuditQuery, AuditRow } from "./audit";
export { LastAdminError, type StaffChange } from "./users";
export type { InboundSettings, StoreResult } from "./inbound";

/** Every query the routes need, over one Drizzle database (PGlite or PostgreSQL), one file per aggregate. */
export function createStorage(db: Db) {
  return {
    ...bookingStorage(db),
    ...userStorage(db),
    ...sessionStorage(db),
    ...rateLimitStorage(db),
    ...settingsStorage(db),
    ...activityStorage(db),
    ...insightsStorage(db),
    ...enquiryStorage(db),
    ...mailStorage(db),
    ...auditStorage(db),
    ...erasureStorage(db),
    ...conversationStorage(db),
    ...replyTemplateStorage(db),
    ...inboundStorage(db),
  };
}

export type Storage = ReturnType<typeof createStorage>;
