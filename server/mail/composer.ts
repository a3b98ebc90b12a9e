import type Mail from "nodemailer/lib/mailer";
import type { Clock } from "../core/clock";
import type { ClaimedMail, ConversationStorage, DepartureStorage, MailStorage, MoneyStorage, TravellerStorage, UserStorage } from "../storage";
import type { ComposeContext } from "./compose";
import type { MoneyMailContext } from "./money/pay-blocks";

/**
 * What a composer may read. A delivery given no aggregate (or no member) for a kind cannot compose
 * that kind: the tests' workers are given only what their mails need.
 */
export interface ComposerContext extends ComposeContext, Pick<MoneyMailContext, "tripKey" | "payment"> {
  storage: {
    mail?: Partial<Pick<MailStorage, "digestContent">>;
    conversations?: Partial<Pick<ConversationStorage, "conversationMessage">>;
    money?: Partial<Pick<MoneyStorage, "paymentMailContent" | "quoteMailContent" | "keepMailText">>;
    users?: Partial<Pick<UserStorage, "issueEmailToken">>;
    travellers?: Partial<Pick<TravellerStorage, "travellerReminderContent">>;
    departures?: Partial<Pick<DepartureStorage, "placeFreeContent">>;
  };
  /** DESK_TIMEZONE: the morning digest's times are written in it. */
  timeZone?: string;
  /** The desk's clock: the day a payment or quote e-mail counts dues from, the digest's "now". */
  clock: Clock;
}

/**
 * A claimed message composed: the mail to send and the bookings its .eml copy is filed under; or
 * not to be sent (`suppressed`: nothing left to say, or no one left to say it to); or `failed`,
 * when it could not be written.
 */
export type Composed = { mail: Mail.Options; bookingIds: number[] } | { suppressed: string } | { failed: unknown };

/** Writes one kind of mail from the claimed message, reading what it says now. */
export type Composer = (m: ClaimedMail, ctx: ComposerContext) => Promise<Composed>;

/** A mail that could not be written fails: the same content writes the same way next time, so a retry would not help. */
export async function composedOrFailed(bookingIds: number[], write: () => Mail.Options | Promise<Mail.Options>): Promise<Composed> {
  try {
    return { mail: await write(), bookingIds };
  } catch (err) {
    return { failed: err };
  }
}
