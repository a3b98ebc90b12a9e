import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { createQueryClient, getQueryFn, SESSION_KEY } from "@/lib/query-client";
import { apiRequest } from "@/lib/api-request";
import { apiPaths } from "@shared/api-paths";

describe("reading who is signed in", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("when the answer is 401, then it means nobody, and its body is still read to the end", async () => {
    const res = new Response(JSON.stringify({ message: "Not signed in" }), { status: 401, headers: { "Cache-Control": "no-store" } });
    vi.stubGlobal("fetch", vi.fn(async () => res));
    const fn = getQueryFn<{ id: number } | null>({ on401: "returnNull" });
    const result = await fn({ queryKey: [apiPaths.me.href()], client: new QueryClient(), signal: new AbortController().signal, meta: undefined } as never);
    expect(result).toBeNull();
    expect(res.bodyUsed).toBe(true);
  });
});

describe("the one reaction to a 401", () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (status: number) =>
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "nope" }), { status })));

  /** A client with someone signed in and some staff data read on their behalf. */
  function signedInClient() {
    const client = createQueryClient();
    client.setQueryData(SESSION_KEY, { id: 1, username: "asha" });
    client.setQueryData([apiPaths.insights.href()], { weeks: [] });
    return client;
  }

  it("when a read answers 401, then nobody is signed in and the data read with the session is gone", async () => {
    const client = signedInClient();
    answering(401);
    await expect(client.fetchQuery({ queryKey: [apiPaths.bookings.href(), "summary"] })).rejects.toThrow("401");
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
    expect(client.getQueryData([apiPaths.insights.href()])).toBeUndefined();
  });

  it("when an action answers 401, then the session ends the same way", async () => {
    const client = signedInClient();
    answering(401);
    const action = client.getMutationCache().build(client, { mutationFn: () => apiRequest("POST", apiPaths.bookingNotSpam.href(1)) });
    await expect(action.execute(undefined)).rejects.toThrow("401");
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
    expect(client.getQueryData([apiPaths.insights.href()])).toBeUndefined();
  });

  it("when a call fails otherwise, then the session and its data stay", async () => {
    const client = signedInClient();
    answering(500);
    await expect(client.fetchQuery({ queryKey: [apiPaths.bookings.href(), "summary"] })).rejects.toThrow("500");
    const action = client.getMutationCache().build(client, { mutationFn: () => apiRequest("POST", apiPaths.bookingNotSpam.href(1)) });
    await expect(action.execute(undefined)).rejects.toThrow("500");
    expect(client.getQueryData(SESSION_KEY)).toEqual({ id: 1, username: "asha" });
    expect(client.getQueryData([apiPaths.insights.href()])).toEqual({ weeks: [] });
  });
});
