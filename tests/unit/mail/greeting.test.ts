import { describe, expect, it } from "vitest";
import { greeting, greetingName } from "../../../server/mail/greeting";

describe("the acknowledgement's greeting", () => {
  it.each(["Meera", "Anne-Marie", "O'Brien", "José", "Nguyễn Thị", "Mary Ann Lee", "  Ravi  "])("greets %j by name", (name) => {
    expect(greeting(name)).toBe(`Dear ${name.trim()}`);
  });

  it.each([
    "Claim your prize at https://evil.example/x",
    "evil.example",
    "victim@gmail.com",
    "www example com slash x y",
    "Win 1000 dollars",
    "A".repeat(41),
    "",
    "   ",
    "-dash",
    "Eve\r\nBcc: x@evil.test",
    "<b>Eve</b>",
  ])("greets %j plainly", (name) => {
    expect(greetingName(name)).toBeUndefined();
    expect(greeting(name)).toBe("Hello");
  });

  it("greets a long hostile name plainly", () => {
    // Its time against its length is printed by scripts/bench-hostile-text.ts.
    expect(greetingName(`${"a '".repeat(20_000)}!`)).toBeUndefined();
  });
});
