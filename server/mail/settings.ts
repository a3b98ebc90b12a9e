import { SITE } from "@shared/site";
import type { EnquiryMailSettings } from "../storage";
import { domainOf } from "../core/addresses";

/** At most this many acknowledgements go to one mailbox in 24 hours (docs/http-api.md, Limits). */
export const ACK_CAP = 3;
/** At most this many go to one recipient domain in 24 hours, unless ACK_DOMAIN_DAILY_CAP says otherwise. */
export const ACK_DOMAIN_CAP = 200;

/** What the statements that queue an enquiry's e-mails need; the company address when unconfigured. */
export function enquiryMailSettings(cfg?: { from: { address: string }; staffAlertTo: string[]; ackDomainCap?: number }): EnquiryMailSettings {
  return {
    staffAlertTo: cfg?.staffAlertTo ?? [SITE.email],
    messageIdDomain: domainOf(cfg?.from.address ?? SITE.email),
    ackCap: ACK_CAP,
    ackDomainCap: cfg?.ackDomainCap ?? ACK_DOMAIN_CAP,
  };
}
