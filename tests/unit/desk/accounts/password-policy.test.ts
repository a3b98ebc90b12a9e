import { describe, expect, it } from "vitest";
import { passwordProblems } from "../../../../server/auth/password-policy";

describe("password policy", () => {
  it("when the password is long, uncommon and not built on the username, then it is accepted", () => {
    expect(passwordProblems("saffron kites over the bay", "asha")).toEqual([]);
  });

  it("when it is shorter than 12 characters, then it is refused", () => {
    expect(passwordProblems("Xq7#pL2!vR9", "asha")).toEqual(["Must be at least 12 characters"]);
  });

  it("when it contains the username in any case, then it is refused", () => {
    expect(passwordProblems("the-ASHA-of-the-desk", "asha")).toEqual(["Must not contain the username"]);
  });

  it.each(["password1234", "qwertyuiop12", "PASSWORD1234"])("when it is on the common list (%s), then it is refused", (pw) => {
    expect(passwordProblems(pw, "asha")).toContain("This password is too common; choose another");
  });

  it("when it is over 1024 characters, then it is refused", () => {
    expect(passwordProblems("x".repeat(1025), "asha")).toContain("Must be at most 1024 characters");
  });
});

describe("password policy, for a colleague an admin adds", () => {
  it("when the admin's chosen password holds the new colleague's username, then the message names the username, not the admin's", () => {
    expect(passwordProblems("Welcome-Ravi-2026", "ravi")).toEqual(["Must not contain the username"]);
  });
});
