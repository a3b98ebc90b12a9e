import type Mail from "nodemailer/lib/mailer";
import { formatDay, todayIn } from "@shared/money";
import { openTripToken, tripUrlOf, type TravellerReminderContent, type TripLinkKey } from "../storage";
import type { ComposeContext } from "./compose";
import { greeting } from "./greeting";
import { moneyMessage } from "./money/payment-mails";
import type { Composer } from "./composer";

/**
 * The reminder about missing traveller details or insurance: how many travellers are still
 * missing and the trip link, never any detail given (no names, numbers or notes).
 */
export function composeTravellerReminder(c: TravellerReminderContent, m: { toAddress: string; messageId: string }, ctx: ComposeContext & { tripKey?: TripLinkKey }): Mail.Options {
  const token = ctx.tripKey ? openTripToken(c.sealedLink, ctx.tripKey) : null;
  const where = token ? `on your trip page: ${tripUrlOf(ctx.baseUrl, token)}` : "by replying to this e-mail";
  const ref = c.booking.reference;
  const missing = c.travellers - c.complete;
  const [subject, blocks] =
    c.kind === "insurance"
      ? [
          `Travel insurance for booking ${ref}`,
          [
            { p: `Your trip starts on ${formatDay(c.startDate)}. Our terms ask every traveller to hold travel insurance, bought within 15 days of the deposit.` },
            { p: `Please tell us your insurer and policy number ${where}` },
          ],
        ]
      : [
          `Traveller details for booking ${ref}: due by ${formatDay(c.dueBy)}`,
          [
            { p: `Your trip starts on ${formatDay(c.startDate)}. We still need the details of ${missing} of your ${c.travellers} ${c.travellers === 1 ? "traveller" : "travellers"} to arrange it.` },
            { p: `Please add them ${where}. Each traveller is saved on their own, so you can fill them in over a few visits.` },
          ],
        ];
  return moneyMessage(subject, blocks, greeting(c.booking.firstName), m, ctx);
}

/** A reminder about missing traveller details or insurance; none once they are given, or the booking is cancelled, erased or under way. */
export const travellerReminderComposer: Composer = async (m, ctx) => {
  const content = await ctx.storage.travellers?.travellerReminderContent?.(m.id, todayIn(ctx.timeZone ?? "UTC", ctx.clock.now()));
  if (!content) return { suppressed: "Not sent: nothing is missing any more, or the booking was cancelled or erased" };
  return { mail: composeTravellerReminder(content, m, ctx), bookingIds: [content.booking.id] };
};
