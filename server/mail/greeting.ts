/**
 * What the acknowledgement may call the visitor. Anyone can type any address into the form, so the
 * greeting must not carry a stranger's words into a mailbox in our name: a first name is used only
 * when it looks like one (letters, marks, spaces, apostrophes and hyphens; at most 3 words and 40
 * characters), so a link, an address or a sentence never appears. Anything else gets `Hello`.
 */
const NAME = /^\p{L}[\p{L}\p{M}'’ -]{0,39}$/u;

export function greetingName(firstName: string): string | undefined {
  const name = firstName.trim().replace(/ {2,}/g, " ");
  if (!NAME.test(name) || name.split(" ").length > 3) return undefined;
  return name;
}

export function greeting(firstName: string): string {
  const name = greetingName(firstName);
  return name ? `Dear ${name}` : "Hello";
}
