/**
 * The bidirectional controls that reorder what follows them (U+202A–U+202E, U+2066–U+2069) and the
 * invisible direction marks (U+200E, U+200F): written as ⟨U+202E⟩, so `⟨U+202E⟩fdp.exe` can't pass
 * for "exe.pdf" in a sender's name or an attachment's.
 */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function showBidi(s: string): string {
  return s.replace(BIDI, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`);
}
