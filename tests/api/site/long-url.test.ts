import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticWeb } from "../../../server/web/web";
import { MAX_PATH_LENGTH } from "../../../server/http/long-path";
import { buildTestApp, type TestApp } from "../../support/test-app";
import { apiPaths, API_PREFIX } from "@shared/api-paths";

describe("absurdly long request targets", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { web: staticWeb("/nonexistent-dist"), withStaff: false });
  });
  afterAll(() => t.close());

  it("when a path of 16,000 slashes arrives (the reported denial of service), then 414 before any routing", async () => {
    const res = await request(t.app).get(`/x${"/".repeat(16_000)}y/`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it("when an /api path or a query string is absurdly long, then 414 too", async () => {
    expect((await request(t.app).get(`${API_PREFIX}/${"a/".repeat(MAX_PATH_LENGTH)}`)).status).toBe(414);
    expect((await request(t.app).post(`${apiPaths.enquiries.href()}${"/".repeat(MAX_PATH_LENGTH)}`).send({})).status).toBe(414);
    expect((await request(t.app).get(`/faqs?q=${"a".repeat(8_000)}`)).status).toBe(414);
  });

  it("when a path is long but within the bound, then it is routed as usual", async () => {
    const res = await request(t.app).get(`/faqs${"/".repeat(MAX_PATH_LENGTH - 10)}`);
    expect(res.status).toBe(200);
    expect((await request(t.app).get(`/nope${"/".repeat(MAX_PATH_LENGTH - 10)}`)).status).toBe(404);
    expect((await request(t.app).get(`/retreats?q=${"a".repeat(2_000)}`)).status).toBe(200);
  });
});
