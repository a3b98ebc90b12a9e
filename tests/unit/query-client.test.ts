import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/query-client";

describe("reading who is signed in", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("when the answer is 401, then it means nobody, and its body is still read to the end", async () => {
    const res = new Response(JSON.stringify({ message: "Not signed in" }), { status: 401, headers: { "Cache-Control": "no-store" } });
    vi.stubGlobal("fetch", vi.fn(async () => res));
    const fn = getQueryFn<{ id: number } | null>({ on401: "returnNull" });
    const result = await fn({ queryKey: ["/api/auth/me"], client: new QueryClient(), signal: new AbortController().signal, meta: undefined } as never);
    expect(result).toBeNull();
    expect(res.bodyUsed).toBe(true);
  });
});
