import { describe, expect, it } from "vitest";
import { parseArgs } from "../../../../server/cli/user-add";

describe("npm run user:add arguments", () => {
  it("when a username and a role are given, then both are taken, in either order and form", () => {
    expect(parseArgs(["asha", "--role", "admin"])).toEqual({ username: "asha", role: "admin" });
    expect(parseArgs(["--role=agent", "ravi"])).toEqual({ username: "ravi", role: "agent" });
    expect(parseArgs(["ravi"])).toEqual({ username: "ravi", role: undefined });
  });
  it("when the role is unknown, the username missing or an option unknown, then a message instead", () => {
    expect(parseArgs(["asha", "--role", "owner"])).toMatch(/--role must be admin or agent/);
    expect(parseArgs(["asha", "--role"])).toMatch(/--role must be/);
    expect(parseArgs([])).toMatch(/^Usage/);
    expect(parseArgs(["asha", "--force"])).toMatch(/Unknown option/);
  });
});
