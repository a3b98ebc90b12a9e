import { ASSIGNMENT_ALERT, DIGEST, EMAIL_CONFIRMATION, MAIL_KINDS, PLACE_FREE, QUOTE_MAIL_KINDS, SIGN_IN_ALERT, type OutboxKind } from "@shared/mail-states";
import { PAYMENT_MAIL_KINDS } from "@shared/money/payment-mail-kinds";
import { TRAVELLER_REMINDER } from "@shared/travellers/traveller-reminders";
import { digestComposer } from "../digest/compose-digest";
import type { Composer } from "./composer";
import { bookingMailComposer } from "./booking-mails";
import { signInAlertComposer } from "./sign-in-alert";
import { emailConfirmationComposer } from "./email-confirmation";
import { paymentMailComposer, quoteMailComposer } from "./money/money-composers";
import { placeFreeComposer } from "./place-free";
import { travellerReminderComposer } from "./traveller-reminder-mail";

const each = <K extends string>(kinds: readonly K[], composer: Composer) => Object.fromEntries(kinds.map((kind) => [kind, composer])) as Record<K, Composer>;

/**
 * Each kind of mail the outbox holds, and the composer that writes it; made once when the mail
 * delivery starts. Typed over every kind, so a kind added without a composer does not compile; a
 * kind this version does not know (queued by a newer one beside it) has none, and fails.
 */
export function mailComposers(): ReadonlyMap<string, Composer> {
  const byKind: Record<OutboxKind, Composer> = {
    ...each([...MAIL_KINDS, ASSIGNMENT_ALERT], bookingMailComposer),
    [SIGN_IN_ALERT]: signInAlertComposer,
    [EMAIL_CONFIRMATION]: emailConfirmationComposer,
    [DIGEST]: digestComposer,
    ...each(QUOTE_MAIL_KINDS, quoteMailComposer),
    ...each(PAYMENT_MAIL_KINDS, paymentMailComposer),
    [PLACE_FREE]: placeFreeComposer,
    [TRAVELLER_REMINDER]: travellerReminderComposer,
  };
  return new Map(Object.entries(byKind));
}
