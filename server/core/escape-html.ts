/** Text made safe for HTML: each of & < > " ' becomes its numeric character reference. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
