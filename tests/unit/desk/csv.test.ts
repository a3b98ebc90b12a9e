import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "@shared/csv";

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["with, comma", '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+91 98765", "'+91 98765"],
    ["-5", "'-5"],
    ["@cmd", "'@cmd"],
    // Quoted too: a tab separates cells for a spreadsheet reading tab-separated text.
    ["\tx", `"'\tx"`],
    ['=HYPERLINK("a,b")', `"'=HYPERLINK(""a,b"")"`],
    // A spreadsheet that splits on ";" (or ",", a tab, a line) would start a cell with the formula.
    ["ab;=cmd|' /C calc'!A0", `"ab;'=cmd|' /C calc'!A0"`],
    ["ab,=cmd|' /C calc'!A0", `"ab,'=cmd|' /C calc'!A0"`],
    ["ab; +1", `"ab; '+1"`],
    ["ab;\"@SUM(1)", `"ab;""'@SUM(1)"`],
    ["ab\t-2+3", `"ab\t'-2+3"`],
    ["ab\n=1+1", `"ab\n'=1+1"`],
    ["ab\r\n=1+1", `"ab\r\n'=1+1"`],
    ["a;b", `"a;b"`],
    ["UPI-771", "UPI-771"],
  ])("%j becomes %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes numbers as they are: a negative amount is a number to a spreadsheet, never a formula", () => {
    expect(csvRow([-5000, 0, 12.5])).toBe("-5000,0,12.5\r\n");
  });

  it("leaves no cell that any separator splits into one starting with a formula's character", () => {
    const hostile = ["=1", "a;=1", "a,+1", "a\t@x", "a\n-1", "a; ;=1", 'a;"=1', "a|b;=c", "x;;-1"];
    for (const input of hostile) {
      const cell = csvCell(input);
      for (const part of cell.split(/[;,\t\r\n]/)) expect(part.replace(/^[\s"]*/, ""), `${input} -> ${cell}`).not.toMatch(/^[=+\-@]/);
    }
  });

  it("writes empty cells for null and ISO text for dates, and ends rows with CRLF", () => {
    expect(csvRow([1, null, undefined, new Date("2026-01-02T03:04:05.000Z")])).toBe("1,,,2026-01-02T03:04:05.000Z\r\n");
  });
});
