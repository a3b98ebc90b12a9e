/** The message WhatsApp starts with before a saved reply is chosen; placeholders as in saved replies. */
export const WHATSAPP_GREETING =
  "Hello {{firstName}}, this is {{staffName}} from Inner Light Journeys, about your enquiry {{reference}} ({{tripCategory}}).";
