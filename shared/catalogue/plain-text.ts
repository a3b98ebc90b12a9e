import { isStorableText } from "../text-rules";

/*
 * Programme texts are plain text, shown as typed and never read as HTML (a `<script>` is printed, not
 * run). Refused: control characters other than a new line or a tab (C0, DEL, C1), the
 * text-direction overrides that could make a card read other than it is stored (U+202A–U+202E,
 * U+2066–U+2069), and what a database can't store.
 */
function isBad(c: number): boolean {
  return (c < 0x20 && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

export function isPlainText(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isBad(s.charCodeAt(i))) return false;
  return isStorableText(s);
}

export const NOT_PLAIN_TEXT = "Must not contain control characters or text-direction overrides (a new line or a tab is fine)";
export const NOT_ONE_LINE = "Must be one line";
