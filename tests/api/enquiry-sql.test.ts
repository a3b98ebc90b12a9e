import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryPath } from "../../scripts/enquiry-sql";
import { enquiryMailSettings } from "../../server/mail/settings";
import { buildBooking } from "../support/factories";
import { buildTestApp, type TestApp } from "../support/test-app";

/*
 * The API benchmark's yardstick (a_same) replays enquiryPath() through bare pg. These tests keep it
 * honest: the product must send exactly those statements for an enquiry, and replaying them must
 * store the same row, so "framework overhead" is never measured against different SQL.
 */
describe("the enquiry path's SQL (scripts/enquiry-sql.ts)", () => {
  let t: TestApp;
  let client: { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    client = (t.db.database.db as unknown as { $client: typeof client }).$client;
  });
  afterAll(() => t.close());

  it("when an enquiry is accepted, then the database receives exactly the statements of enquiryPath, in order", async () => {
    const spy = vi.spyOn(client, "query");
    try {
      const res = await request(t.app).post("/api/bookings").send(buildBooking());
      expect(res.status).toBe(201);
      const sent = spy.mock.calls.map((c) => String(c[0]));
      expect(sent).toEqual(enquiryPath(enquiryMailSettings()).map((s) => s.text));
    } finally {
      spy.mockRestore();
    }
  });

  it("when the statements are replayed with an enquiry's values, then they store the row the product stores", async () => {
    const input = buildBooking({ state: null, groupSize: 4 });
    const viaProduct = await request(t.app).post("/api/bookings").send(input);
    let last: Record<string, unknown> | undefined;
    for (const s of enquiryPath(enquiryMailSettings())) last = (await client.query(s.text, s.values(input, "booking:replay", 60_000, 1000))).rows[0];
    const replayed = await t.storage.getBooking(Number((last?.result as { id?: number } | undefined)?.id));
    const stored = await t.storage.getBooking(viaProduct.body.id);
    // The last message is the enquiry itself, at its own time; the search's words hold the reference.
    const strip = (b: typeof stored) => ({ ...b, id: 0, reference: "", createdAt: 0, updatedAt: 0, dueAt: 0, replyDueAt: 0, lastMessageAt: 0, searchWords: "" });
    expect(strip(replayed)).toEqual(strip(stored));
  });
});
