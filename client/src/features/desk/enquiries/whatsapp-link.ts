/**
 * The link that opens WhatsApp on a chat with the visitor, the message typed in:
 * `https://wa.me/<the E.164 number's digits>?text=<the message>` (CONTRACT "WhatsApp").
 */
export function whatsAppLink(phoneE164: string, text: string): string {
  const digits = phoneE164.replace(/\D+/g, "");
  const message = text.trim();
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}

/** The message WhatsApp starts with before a saved reply is chosen; placeholders as in saved replies. */
export const WHATSAPP_GREETING =
  "Hello {{firstName}}, this is {{staffName}} from Inner Light Journeys, about your enquiry {{reference}} ({{tripCategory}}).";
