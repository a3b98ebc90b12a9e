import type { InsertBooking } from "@shared/requests/enquiry";
import { enquiryProcedure, enquiryValues, type EnquiryMailSettings } from "../server/storage/enquiries";

/*
 * Every statement one accepted enquiry sends to the database, as plain SQL and parameters. The API
 * benchmark's yardstick (scripts/bench-baseline-server.mjs) replays exactly these through bare `pg`,
 * so "framework overhead" is measured against the same database work, and a test fails if the
 * product sends anything else.
 */

export interface EnquiryStatement {
  /** The prepared statement's name on each connection. */
  name: string;
  text: string;
  values(enquiry: Partial<InsertBooking>, rateLimitKey: string, windowMs: number, limit: number): unknown[];
}

/** The enquiry path's statements, in the order they are sent: one CALL (counter, booking, mail, commit, notify). */
export function enquiryPath(mail: EnquiryMailSettings): EnquiryStatement[] {
  const procedure = enquiryProcedure();
  return [
    {
      name: procedure.name,
      text: procedure.callSql,
      values: (e, key, windowMs, limit) => enquiryValues(e, { rateLimit: { key, windowMs, limit }, mail }),
    },
  ];
}

/** What the database must hold before the path runs (the product creates it when it opens the database). */
export function enquiryPathSetup(): string {
  return enquiryProcedure().createSql;
}
