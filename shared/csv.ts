/**
 * CSV cells as RFC 4180 expects, and safe to open in a spreadsheet: a cell that starts with
 * =, +, -, @, a tab or a carriage return would run as a formula, so it gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}
