/**
 * Text a database can store: no NUL character and no lone UTF-16 surrogate (half of an emoji, which
 * JSON allows as "\udfff" but UTF-8 can't encode). Linear: one pass over the string.
 */
export function isStorableText(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

export const NOT_STORABLE = "Must not contain a NUL character or a broken character";

/**
 * Money texts (references, notes, reasons, labels) go into receipts, e-mails and the payments CSV:
 * storable, and no control character but a new line or a tab (docs/http-api.md). C0, DEL and C1.
 */
export function isMoneyText(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f)) return false;
  }
  return isStorableText(s);
}

export const NOT_MONEY_TEXT = "Must not contain control characters (a new line or a tab is fine) or a broken character";
