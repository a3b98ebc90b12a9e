import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../server/core/logger";
import { buildBooking } from "../../support/factories";
import { buildTestApp, type TestApp } from "../../support/test-app";
import { apiPaths } from "@shared/api-paths";

describe("the request log", () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    t = await buildTestApp("pglite", { logger: createLogger("info", sink) });
  });
  afterAll(() => t.close());

  const linesOf = (id: string) => lines.filter((l) => (l.req as { id?: string } | undefined)?.id === id);

  it("when an enquiry is stored, then one line records id, method, URL, status, time and the booking id", async () => {
    const res = await request(t.app).post(apiPaths.enquiries.href()).set("X-Request-Id", "enquiry-1").send(buildBooking());
    expect(res.status).toBe(201);
    const mine = linesOf("enquiry-1");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id: "enquiry-1", method: "POST", url: apiPaths.enquiries.href() },
      res: { statusCode: 201 },
      bookingId: res.body.id,
    });
    expect(typeof mine[0].responseTime).toBe("number");
  });

  it("then no header of the request or the response is copied into the log", async () => {
    await request(t.app).post(apiPaths.enquiries.href()).set("X-Request-Id", "enquiry-2").set("Cookie", "ilj.sid=secret-cookie").send(buildBooking());
    const text = JSON.stringify(linesOf("enquiry-2"));
    expect(text).not.toContain("headers");
    expect(text).not.toContain("secret-cookie");
    expect(Object.keys((linesOf("enquiry-2")[0].req as object) ?? {}).sort()).toEqual(["id", "method", "url"]);
  });

  it("when a request fails validation, then its line is a warning with the 400 status", async () => {
    await request(t.app).post(apiPaths.enquiries.href()).set("X-Request-Id", "bad-1").send({});
    expect(linesOf("bad-1")).toEqual([expect.objectContaining({ level: 40, res: { statusCode: 400 } })]);
  });

  it("when a route logs something of its own, then that line carries the request's id, method and URL too", async () => {
    await request(t.app).post(apiPaths.enquiries.href()).set("X-Request-Id", "bot-1").send({ ...buildBooking(), website: "http://spam.example" }).expect(201);
    const own = linesOf("bot-1").find((l) => l.msg === "enquiry stored as suspect");
    expect(own).toMatchObject({ level: 40, req: { id: "bot-1", method: "POST", url: apiPaths.enquiries.href() }, signal: "honeypot" });
    expect(linesOf("bot-1").filter((l) => l.msg === "request completed")).toHaveLength(1);
  });

  it("when the caller's request id is not a sane one, then a new id is used and returned", async () => {
    const res = await request(t.app).post(apiPaths.enquiries.href()).set("X-Request-Id", "x".repeat(101)).send({});
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(res.headers["x-request-id"])).toHaveLength(1);
  });

  it("when a trip link, its acceptance or an e-mail confirmation is requested, then no line holds its token", async () => {
    const token = "Axd5Q9kLmN0pR2sT4uV6wX8yZ1aB3cD5";
    await request(t.app).get(apiPaths.trip.href(token)).set("X-Request-Id", "token-1");
    await request(t.app).post(apiPaths.tripAccept.href(token)).set("X-Request-Id", "token-2").send({ quoteId: 1 });
    await request(t.app).get(apiPaths.emailConfirmation.href(token)).set("X-Request-Id", "token-3");
    await request(t.app).get(`/trip/${token}`).set("X-Request-Id", "token-4");
    const mine = ["token-1", "token-2", "token-3", "token-4"].flatMap(linesOf);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(mine)).not.toContain(token);
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(linesOf("token-2")[0]).toMatchObject({ req: { url: apiPaths.tripAccept.href("redacted") } });
  });
});
