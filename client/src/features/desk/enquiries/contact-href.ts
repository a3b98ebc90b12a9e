/** The link that writes to a visitor. */
export const mailtoHref = (email: string) => `mailto:${email}`;

/** The link that calls a visitor: the stored E.164 number when there is one, else the digits as typed. */
export function telHref(phone: string, e164?: string | null): string {
  return `tel:${e164 || phone.replace(/[^\d+]/g, "")}`;
}
