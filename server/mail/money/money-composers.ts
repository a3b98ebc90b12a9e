import { todayIn } from "@shared/money";
import { composedOrFailed, type Composer } from "../composer";
import { keepText } from "../kept-text";
import { composePaymentMail } from "./payment-mails";
import { composeQuoteMail } from "./quote-mails";

/** A money e-mail, written from the booking's account now; none when there is nothing to say any more (paid, erased, cancelled). */
export const paymentMailComposer: Composer = async (m, ctx) => {
  const content = await ctx.storage.money?.paymentMailContent?.(m.id, todayIn(ctx.timeZone ?? "UTC", ctx.clock.now()));
  if (!content) return { suppressed: "Not sent: nothing is owed any more, or the booking was erased" };
  const mail = composePaymentMail(content, m, ctx);
  await keepText(m.id, mail, ctx);
  return { mail, bookingIds: [content.money.booking.id] };
};

/** A quote, a confirmation or an acceptance alert, written from the booking's account now; none once the booking's data or the quote is gone. */
export const quoteMailComposer: Composer = async (m, ctx) => {
  const content = await ctx.storage.money?.quoteMailContent?.(m.id, todayIn(ctx.timeZone ?? "UTC", ctx.clock.now()));
  if (!content) return { suppressed: "Not sent: the booking was erased or its quote is gone" };
  const composed = await composedOrFailed([content.booking.id], () => composeQuoteMail(content, m, ctx));
  if ("mail" in composed) await keepText(m.id, composed.mail, ctx);
  return composed;
};
