import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { buildBooking } from "../../support/factories";
import { buildTestApp, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { enquiryMailSettings } from "../../../server/mail/settings";
import { ACK_CAP_REASON } from "../../../server/storage/mail-queue-sql";
import { apiPaths } from "@shared/api-paths";

type AnyFn = (...args: unknown[]) => unknown;

/** The CALLs the database receives while `run` runs: each procedure's name, once per call. */
async function callsDuring(t: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  const target =
    t.db.database.kind === "pglite"
      ? ((t.db.database.db as unknown as { $client: Record<string, unknown> }).$client)
      : (pg.Client.prototype as unknown as Record<string, unknown>);
  const orig = target.query as AnyFn;
  target.query = function (this: unknown, ...args: unknown[]) {
    const a = args[0] as string | { text?: string };
    const text = typeof a === "string" ? a : (a?.text ?? "");
    const call = /^call (accept_enquir\w+)\(/.exec(text);
    if (call) calls.push(call[1]);
    return orig.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = orig;
  }
  return calls;
}

describe.each(DB_KINDS)("enquiries that arrive together on %s", (kind) => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { bookingRateLimit: 1000 });
    limited = await buildTestApp(kind, { bookingRateLimit: 3 });
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
  });

  it("when 30 arrive at once, then every one is stored with its own reference and its two e-mails, in fewer calls than enquiries", async () => {
    const sent = Array.from({ length: 30 }, () => buildBooking());
    let answers: request.Response[] = [];
    const calls = await callsDuring(t, async () => {
      answers = await Promise.all(sent.map((b) => request(t.app).post(apiPaths.enquiries.href()).send(b)));
    });
    expect(answers.map((a) => a.status)).toEqual(sent.map(() => 201));
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(30);
    for (const [i, a] of answers.entries()) {
      const stored = await t.storage.bookings.getBooking(a.body.id);
      // Each answer is its own visitor's booking, not a neighbour's from the same batch.
      expect(stored).toMatchObject({ reference: a.body.reference, email: sent[i].email, lastName: sent[i].lastName });
      const mail = await t.storage.mail.mailForBooking(a.body.id);
      expect(mail.map((m) => [m.kind, m.status])).toEqual([["acknowledgement", "queued"], ["staff-alert", "queued"]]);
    }
    expect(calls.length).toBeLessThan(30);
    expect(calls.some((c) => c.startsWith("accept_enquiries_"))).toBe(true);
  });

  it("when one address sends 8 at once with an allowance of 3, then exactly 3 are stored and 5 are refused with 429", async () => {
    const before = (await limited.storage.bookings.bookingSummary()).total;
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(limited.app).post(apiPaths.enquiries.href()).send(buildBooking())));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(answers.filter((a) => a.status === 429).every((a) => a.headers["ratelimit-remaining"] === "0")).toBe(true);
    expect((await limited.storage.bookings.bookingSummary()).total).toBe(before + 3);
  });

  it("when one mailbox sends 5 at once under different spellings, then 3 acknowledgements are queued and the other 2 are held by the flood guard", async () => {
    const spellings = ["asha.k@example.org", "Asha.K@example.org", "asha.k+retreat@example.org", "ASHA.K@EXAMPLE.ORG", "asha.k+again@example.org"];
    const answers = await Promise.all(spellings.map((email) => request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email }))));
    expect(answers.map((a) => a.status)).toEqual(spellings.map(() => 201));
    const acks = (await Promise.all(answers.map((a) => t.storage.mail.mailForBooking(a.body.id)))).map((m) => m.find((x) => x.kind === "acknowledgement")!);
    expect(acks.filter((m) => m.status === "queued")).toHaveLength(3);
    const held = acks.filter((m) => m.status === "suppressed");
    expect(held).toHaveLength(2);
    expect(held.every((m) => m.lastError === ACK_CAP_REASON)).toBe(true);
  });

  it("when the database refuses one enquiry of a batch, then only that one fails and the others are stored", async () => {
    const mail = enquiryMailSettings();
    const options = { rateLimit: { key: "batch-failure", windowMs: 3_600_000, limit: 1000 }, mail };
    const good = Array.from({ length: 5 }, () => insertBookingSchema.parse(buildBooking()));
    // Past the form's validation, so only the database can refuse it: a group size that is not a number.
    const bad = { ...insertBookingSchema.parse(buildBooking()), groupSize: "two" as unknown as number };
    const settled = await Promise.allSettled([...good.slice(0, 2), bad, ...good.slice(2)].map((e) => t.storage.bookings.acceptEnquiry(e, options)));
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
    for (const s of settled.filter((x) => x.status === "fulfilled")) {
      const r = (s as PromiseFulfilledResult<Awaited<ReturnType<TestApp["storage"]["bookings"]["acceptEnquiry"]>>>).value;
      expect(r.accepted).toBe(true);
      if (r.accepted) expect(await t.storage.bookings.getBooking(r.booking.id)).toMatchObject({ reference: r.booking.reference });
    }
  });
});
