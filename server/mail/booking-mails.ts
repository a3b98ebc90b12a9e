import { composeMessage, type OutboxMessage } from "./compose";
import { composedOrFailed, type Composer } from "./composer";

/** An acknowledgement, a staff alert, a reply, a reply alert or an assignment alert: written from the booking as it is now. */
export const bookingMailComposer: Composer = async (m, ctx) => {
  const booking = m.booking;
  if (!booking || booking.erasedAt) return { suppressed: "Not sent: the enquiry's personal data was erased before it went out" };
  return composedOrFailed([booking.id], async () => {
    const stored = m.messageRowId ? await ctx.storage.conversations?.conversationMessage?.(m.messageRowId) : undefined;
    const ack = { earlierReference: m.earlierReference, programme: m.ackProgramme, waitlistPosition: m.ackWaitlistPosition };
    return composeMessage({ kind: m.kind as OutboxMessage["kind"], toAddress: m.toAddress, messageId: m.messageId, booking, ack, message: stored?.message }, ctx);
  });
};
