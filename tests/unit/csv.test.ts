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
    ["\tx", "'\tx"],
    ['=HYPERLINK("a,b")', `"'=HYPERLINK(""a,b"")"`],
  ])("%j becomes %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes empty cells for null and ISO text for dates, and ends rows with CRLF", () => {
    expect(csvRow([1, null, undefined, new Date("2026-01-02T03:04:05.000Z")])).toBe("1,,,2026-01-02T03:04:05.000Z\r\n");
  });
});
