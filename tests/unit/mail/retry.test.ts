import { describe, expect, it } from "vitest";
import { afterFailure, DEFAULT_RETRY, describeError, isPermanent, isUnreachable } from "../../../server/mail/retry";
import { rateLimitHeaders } from "../../../server/http/rate-limit-headers";
import { domainOf, parseAddressList, parseMailbox } from "../../../server/core/addresses";

const created = new Date("2026-11-22T00:00:00Z");
const at = (ms: number) => new Date(created.getTime() + ms);
const noJitter = () => 0;

describe("retry after a failed send", () => {
  it("doubles the wait from the base up to the cap", () => {
    const waits = [1, 2, 3, 4, 10, 20].map((n) => {
      const d = afterFailure(n, created, at(1000), new Error("down"), DEFAULT_RETRY, noJitter);
      return d.status === "queued" ? d.at.getTime() - at(1000).getTime() : -1;
    });
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });

  it("adds at most 10 % jitter", () => {
    const d = afterFailure(1, created, at(0), new Error("down"), DEFAULT_RETRY, () => 0.999);
    expect(d.status === "queued" && d.at.getTime() - at(0).getTime()).toBe(32_997);
  });

  it("keeps trying for 24 hours, then gives up", () => {
    expect(afterFailure(30, created, at(24 * 3_600_000 - 1), new Error("down"), DEFAULT_RETRY).status).toBe("queued");
    expect(afterFailure(30, created, at(24 * 3_600_000), new Error("down"), DEFAULT_RETRY).status).toBe("failed");
  });

  it("gives up at once on a permanent (5xx) refusal, but retries a temporary (4xx) one", () => {
    const perm = Object.assign(new Error("550 no such user"), { responseCode: 550 });
    const temp = Object.assign(new Error("421 busy"), { responseCode: 421 });
    expect(isPermanent(perm)).toBe(true);
    expect(isPermanent(temp)).toBe(false);
    expect(afterFailure(1, created, at(0), perm, DEFAULT_RETRY).status).toBe("failed");
    expect(afterFailure(1, created, at(0), temp, DEFAULT_RETRY).status).toBe("queued");
  });

  it("tells an unreachable server from a refusal", () => {
    expect(isUnreachable(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error("421 busy"), { code: "EENVELOPE", responseCode: 421 }))).toBe(false);
    expect(isUnreachable(new Error("render failed"))).toBe(false);
  });

  it("describes an error on one line with its code", () => {
    expect(describeError(Object.assign(new Error("connect\nECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" }))).toBe("ESOCKET: connect ECONNREFUSED 127.0.0.1:25");
    expect(describeError(Object.assign(new Error("x"), { response: "421 4.3.2 Try later" }))).toBe("421 4.3.2 Try later");
  });
});

describe("the enquiry's RateLimit headers", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");
  it("count down the remaining allowance and give the reset in seconds", () => {
    expect(rateLimitHeaders(10, 3, new Date(now + 1_800_500), 3_600_000, now)).toEqual({
      "RateLimit-Policy": "10;w=3600",
      "RateLimit-Limit": "10",
      "RateLimit-Remaining": "7",
      "RateLimit-Reset": "1801",
    });
  });
  it("add Retry-After once over the limit", () => {
    const h = rateLimitHeaders(10, 11, new Date(now + 60_000), 3_600_000, now);
    expect(h["RateLimit-Remaining"]).toBe("0");
    expect(h["Retry-After"]).toBe("60");
  });
});

describe("mail addresses from configuration", () => {
  it("accept an address or a name with an address", () => {
    expect(parseMailbox("hello@ilj.test")).toEqual({ address: "hello@ilj.test" });
    expect(parseMailbox("Inner Light <hello@ilj.test>")).toEqual({ name: "Inner Light", address: "hello@ilj.test" });
  });
  it("refuse anything else", () => {
    for (const bad of ["hello", "a b@ilj.test", "Name <bad>", "x\r\n<hello@ilj.test>", "a@ilj.test, b@ilj.test", '"q" <a@ilj.test>']) {
      expect(parseMailbox(bad)).toBeUndefined();
    }
  });
  it("split a comma-separated list, refusing it whole when one address is bad", () => {
    expect(parseAddressList(" a@ilj.test , b@ilj.test ")).toEqual(["a@ilj.test", "b@ilj.test"]);
    expect(parseAddressList("a@ilj.test, nope")).toBeUndefined();
    expect(parseAddressList(" , ")).toBeUndefined();
  });
  it("take the Message-ID domain from our own address", () => {
    expect(domainOf("Hello@ILJ.Test")).toBe("ilj.test");
  });
});
