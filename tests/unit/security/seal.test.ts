import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openText, sealText, SealedValueError } from "../../../server/core/seal";

const key = randomBytes(32);

describe("sealing a value with the data key", () => {
  it("opens what it sealed, and never shows the text in the sealed value", () => {
    const sealed = sealText(key, "P1234567");
    expect(sealed).not.toContain("P1234567");
    expect(Buffer.from(sealed.slice(3), "base64").includes(Buffer.from("P1234567"))).toBe(false);
    expect(openText(key, sealed)).toBe("P1234567");
    expect(openText(key, sealText(key, "अनुराधा — peanut allergy"))).toBe("अनुराधा — peanut allergy");
  });

  it("uses a fresh nonce each time: the same text seals differently", () => {
    const a = sealText(key, "P1234567");
    const b = sealText(key, "P1234567");
    expect(a).not.toBe(b);
    expect(Buffer.from(a.slice(3), "base64").subarray(0, 12).equals(Buffer.from(b.slice(3), "base64").subarray(0, 12))).toBe(false);
  });

  it("refuses a tampered ciphertext, tag or nonce", () => {
    const sealed = sealText(key, "P1234567");
    const bytes = Buffer.from(sealed.slice(3), "base64");
    for (const at of [0, 12, bytes.length - 1]) {
      const bad = Buffer.from(bytes);
      bad[at] ^= 0x01;
      expect(() => openText(key, "v1." + bad.toString("base64"))).toThrow(SealedValueError);
    }
    expect(() => openText(key, "v1." + bytes.subarray(0, 20).toString("base64"))).toThrow(SealedValueError);
    expect(() => openText(key, "P1234567")).toThrow(SealedValueError);
  });

  it("refuses another key, and a value moved to another context", () => {
    const sealed = sealText(key, "P1234567", "booking 1 traveller 1");
    expect(() => openText(randomBytes(32), sealed, "booking 1 traveller 1")).toThrow(SealedValueError);
    expect(() => openText(key, sealed, "booking 2 traveller 1")).toThrow(SealedValueError);
    expect(openText(key, sealed, "booking 1 traveller 1")).toBe("P1234567");
  });
});
