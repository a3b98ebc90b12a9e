import { SITE } from "./site";
import { digitsOf } from "./phone-digits";

/**
 * A link that opens WhatsApp on a chat with `phone` (written in any form: only its digits count, as
 * https://wa.me/ wants them), with `text` already typed in the message box (docs/desk.md);
 * a text of only spaces is left out.
 */
export function whatsAppLink(phone: string, text?: string): string {
  const message = text?.trim();
  return `https://wa.me/${digitsOf(phone)}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}

/** The company's chat, opened from the top bar and the home page with a short greeting typed in. */
export const CHAT_GREETING = "Hello! I'd like to know more about your retreats and journeys.";

export const chatWithGreeting = (): string => whatsAppLink(SITE.chatHref, CHAT_GREETING);

/** After an enquiry: the company's chat with its reference typed in, so the team finds it at once. */
export const chatAboutEnquiry = (reference: string): string =>
  whatsAppLink(SITE.chatHref, `Hello! I've just sent an enquiry, reference ${reference}.`);
