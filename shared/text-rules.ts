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

/** Text-direction overrides and isolates: each reorders what follows it, so `‮fdp.exe` reads as "exe.pdf". */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Text a person types for others to read (travellers, insurance, departures, programmes): what
 * isMoneyText allows, and no text-direction override (U+202A–U+202E, U+2066–U+2069), which would
 * make a name or note read otherwise in the desk, an e-mail or a manifest. A form's line breaks
 * arrive as CR LF: give the value to `withNewLines` first.
 */
export function isPlainText(s: string): boolean {
  return isMoneyText(s) && !DIRECTION_CONTROLS.test(s);
}

export const NOT_PLAIN_TEXT = "Must not contain control characters (a new line or a tab is fine), text-direction overrides or a broken character";

/**
 * CR LF, as a browser's form sends a textarea's line breaks, as the new line it is. A lone CR is no
 * browser's line break: it stays, and isPlainText refuses it as the control character it is (it
 * moves a terminal's or a CSV reader's cursor back over what came before).
 */
export function withNewLines(s: string): string {
  return s.replace(/\r\n/g, "\n");
}

// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text stored before isPlainText was the rule, made harmless where it is written out (a CSV, a
 * page): every control character but a new line and a tab, and every direction override, shown as
 * `⟨U+202E⟩` so nobody is misled by what it did and the reader still sees something was there.
 */
export function neutralisedText(s: string): string {
  return withNewLines(s).replace(UNSHOWN, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`);
}
