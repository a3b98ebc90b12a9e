import { SITE } from "@shared/site";
import type { EnquiryMailSettings } from "../storage";
import { domainOf } from "./addresses";

/** At most this many acknowledgements go to one address in 24 hours (CONTRACT). */
export const ACK_CAP = 3;

/** What the statements that queue an enquiry's e-mails need; the company address when unconfigured. */
export function enquiryMailSettings(cfg?: { from: { address: string }; staffAlertTo: string[] }): EnquiryMailSettings {
  return {
    staffAlertTo: cfg?.staffAlertTo ?? [SITE.email],
    messageIdDomain: domainOf(cfg?.from.address ?? SITE.email),
    ackCap: ACK_CAP,
  };
}
