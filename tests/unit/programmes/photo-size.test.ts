import { describe, expect, it } from "vitest";
import { MAX_PIXELS, megapixelsOver } from "../../../server/media/photo-process";

describe("a refused photo's size in megapixels", () => {
  it("when it is well over the limit, then one decimal", () => {
    expect(megapixelsOver(8000 * 6250)).toBe("50.0");
    expect(megapixelsOver(40_999_999)).toBe("41.0");
  });

  it("when it is just over, then as many decimals as it takes never to read as the limit itself", () => {
    expect(megapixelsOver(8000 * 5001)).toBe("40.01");
    expect(megapixelsOver(40_000_100)).toBe("40.0001");
    expect(megapixelsOver(MAX_PIXELS + 1)).toBe("40.000001");
  });
});
