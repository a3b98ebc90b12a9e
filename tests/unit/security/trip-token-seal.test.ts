import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openTripToken, sealTripToken, tripLinkKey } from "../../../server/storage/money/trip-links";

const key = tripLinkKey(randomBytes(32));
const token = randomBytes(24).toString("base64url");

/** A trip token as the release before the one sealing wrote it: AES-256-GCM, no associated data, "v1." and base64url. */
function sealedByThePreviousRelease(plain: string, k: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", k, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return "v1." + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

describe("a trip token sealed with the one sealing", () => {
  it("when a link was sealed by the previous release, then it still opens, so the visitor's link stays the same", () => {
    let old = sealedByThePreviousRelease(token, key);
    // base64url differs from base64 only where the bytes give '-' or '_': make sure one is there.
    for (let i = 0; i < 50 && !/[-_]/.test(old); i++) old = sealedByThePreviousRelease(token, key);
    expect(old).toMatch(/[-_]/);
    expect(openTripToken(old, key)).toBe(token);
  });

  it("when sealed now, then it opens with the same key only, and a value of another shape opens as nothing", () => {
    const sealed = sealTripToken(token, key);
    expect(sealed).not.toContain(token);
    expect(openTripToken(sealed, key)).toBe(token);
    expect(openTripToken(sealed, tripLinkKey(randomBytes(32)))).toBeNull();
    expect(openTripToken(null, key)).toBeNull();
    expect(openTripToken("v1.", key)).toBeNull();
    expect(openTripToken("v2." + sealed.slice(3), key)).toBeNull();
  });
});
