import { describe, expect, it } from "vitest";
import { isPlainHost, markupSafeUrl, MAX_HOST_LENGTH } from "../../../server/http/host-header";

describe("isPlainHost", () => {
  it.each(["localhost", "localhost:5000", "example.com", "WWW.Example.COM:443", "127.0.0.1:5000", "[::1]:5000", "[::1]", "my_app.internal", "a".repeat(63) + ".in"])(
    "%j is plain",
    (host) => expect(isPlainHost(host)).toBe(true),
  );

  it.each([
    undefined,
    "",
    'evil.com"><script>alert(1)</script>',
    "evil.com/path",
    "evil.com:80:80",
    "evil.com:",
    "evil.com:99999",
    "evil.com:8o",
    "user@evil.com",
    "evil .com",
    "evil.com\r\nSitemap: x",
    ".evil.com",
    "evil..com",
    "evil.com.",
    "a".repeat(64) + ".com",
    "[::1",
    "[::1]x",
    "[<script>]",
    "exämple.com",
    "a.".repeat(MAX_HOST_LENGTH),
    ":5000",
  ])("%j is not plain", (host) => expect(isPlainHost(host)).toBe(false));
});

describe("markupSafeUrl", () => {
  it("when a URL is already plain, then it is unchanged", () => {
    expect(markupSafeUrl("https://innerlight.example:8443/site")).toBe("https://innerlight.example:8443/site");
  });

  it("when a URL holds characters that end attributes, strings, tags or lines, then they are percent-encoded", () => {
    const out = markupSafeUrl(`https://x.example/"'<>&$\\ \n\u2028é\ud800`);
    expect(out).toBe("https://x.example/%22%27%3C%3E%26%24%5C%20%0A%E2%80%A8%C3%A9%EF%BF%BD");
    for (const c of ['"', "'", "<", ">", "&", "\\", " ", "\n"]) expect(out).not.toContain(c);
  });
});
