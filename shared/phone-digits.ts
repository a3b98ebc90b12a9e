/** The digits of a phone number however it was typed ("+91 (98430) 12-345" → "919843012345"). */
export function digitsOf(text: string): string {
  return text.replace(/\D+/g, "");
}
