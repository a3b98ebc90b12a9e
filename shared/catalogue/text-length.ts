/**
 * A programme text's length as its bounds mean it (docs/http-api.md: "a title 80 characters"): in
 * characters, Unicode code points, so an emoji or a CJK extension character counts one, not the
 * two UTF-16 units of JavaScript's `length`. The server and the desk's editor both count with this,
 * so they agree on what fits. One pass, no copy: the body can be 100 kB.
 */
export function characterCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The one message for a programme text over its bound. */
export const tooLong = (max: number) => `Must be at most ${max} characters`;
