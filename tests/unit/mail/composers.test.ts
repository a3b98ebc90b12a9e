import { describe, expect, it } from "vitest";
import { ASSIGNMENT_ALERT, DIGEST, EMAIL_CONFIRMATION, MAIL_KINDS, PLACE_FREE, QUOTE_MAIL_KINDS, SIGN_IN_ALERT, type OutboxKind } from "@shared/mail-states";
import { PAYMENT_MAIL_KINDS } from "@shared/money/payment-mail-kinds";
import { TRAVELLER_REMINDER } from "@shared/travellers/traveller-reminders";
import { mailComposers } from "../../../server/mail/composers";

/** Every kind the product queues in mail_outbox. */
const QUEUED = [...MAIL_KINDS, ASSIGNMENT_ALERT, SIGN_IN_ALERT, EMAIL_CONFIRMATION, DIGEST, ...QUOTE_MAIL_KINDS, ...PAYMENT_MAIL_KINDS, PLACE_FREE, TRAVELLER_REMINDER] as const;
// The type check refuses this file when OutboxKind gains a kind the list above leaves out.
type Unlisted = Exclude<OutboxKind, (typeof QUEUED)[number]>;
const everyKindListed: [Unlisted] extends [never] ? true : Unlisted = true;

describe("the mail delivery's composers", () => {
  it("has a composer for every kind of mail the outbox can hold", () => {
    expect(everyKindListed).toBe(true);
    const composers = mailComposers();
    expect(QUEUED.filter((kind) => !composers.has(kind))).toEqual([]);
    expect(composers.size).toBe(new Set(QUEUED).size);
  });
});
