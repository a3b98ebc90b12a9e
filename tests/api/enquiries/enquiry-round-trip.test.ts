import pg from "pg";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { type TestApp, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { apiPaths } from "@shared/api-paths";

type AnyFn = (...args: unknown[]) => unknown;

/**
 * Counts every statement the database receives: on PGlite every query, exec and transaction of
 * the client; on PostgreSQL every query of any pg client (pool.query goes through one too).
 */
function countStatements(t: TestApp): { texts: string[]; restore(): void } {
  const texts: string[] = [];
  const patch = (target: Record<string, unknown>, names: string[]) => {
    const saved = names.map((n) => [n, target[n]] as const);
    for (const [n, orig] of saved) {
      target[n] = function (this: unknown, ...args: unknown[]) {
        const a = args[0] as string | { text?: string };
        texts.push(`${n}: ${typeof a === "string" ? a : (a?.text ?? "?")}`.replace(/\s+/g, " ").slice(0, 120));
        return (orig as AnyFn).apply(this, args);
      };
    }
    return () => saved.forEach(([n, orig]) => (target[n] = orig));
  };
  const restore =
    t.db.database.kind === "pglite"
      ? patch((t.db.database.db as unknown as { $client: Record<string, unknown> }).$client, ["query", "exec", "transaction"])
      : patch(pg.Client.prototype as unknown as Record<string, unknown>, ["query"]);
  return { texts, restore };
}

/** Sends one enquiry while the database's statements are counted: its answer and those statements. */
async function postCounted(t: TestApp): Promise<{ res: request.Response; texts: string[] }> {
  const counter = countStatements(t);
  try {
    return { res: await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking()), texts: counter.texts };
  } finally {
    counter.restore();
  }
}

describe.each(DB_KINDS)("one accepted enquiry on %s", (kind) => {
  const t = useTestApp(kind, { bookingRateLimit: 2 });

  it("when it is accepted, then the database receives exactly one statement, which stored the booking and queued its mail", async () => {
    await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201); // warm-up: prepares the statement
    const { res, texts } = await postCounted(t);
    expect(res.status).toBe(201);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^query: call accept_enquiry_[0-9a-f]{12}\(\$1, /);
    expect(await t.storage.bookings.getBooking(res.body.id)).toMatchObject({ reference: res.body.reference });
    expect(await t.storage.mail.mailForBooking(res.body.id)).toHaveLength(2);
  });

  it("when the address is over its limit, then that one statement refuses with 429 and the RateLimit headers, and stores nothing", async () => {
    const before = (await t.storage.bookings.bookingSummary()).total;
    const { res, texts } = await postCounted(t);
    expect(res.status).toBe(429);
    expect(texts).toHaveLength(1);
    expect(res.headers["ratelimit-limit"]).toBe("2");
    expect(res.headers["ratelimit-remaining"]).toBe("0");
    expect(res.headers["ratelimit-policy"]).toBe("2;w=3600");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.storage.bookings.bookingSummary()).total).toBe(before);
  });
});
