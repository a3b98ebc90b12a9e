/**
 * CSV cells as RFC 4180 expects, and safe to open in a spreadsheet whatever separator it splits on.
 * A cell that starts with =, +, -, @, a tab or a carriage return would run as a formula, so it gets
 * a leading apostrophe. A spreadsheet set to split on ";" (or a tab, or reading lines naively) could
 * cut `ab;=cmd|…` into a cell that starts with the formula: every such place inside the text gets
 * the apostrophe too, and a cell holding any separator is quoted (docs/decisions/csv-formulas.md).
 */
const FORMULA_START = /^(?:[\s"]*[=+\-@]|[\t\r])/;
/** A separator some spreadsheet splits on, then what it would read as the next cell's formula. */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][\s"]*)(?=[=+\-@])/g;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  // A number, negative ones included, is read as a number: never a formula.
  if (typeof value === "number") return String(value);
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  s = s.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return /[",;\t\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}
