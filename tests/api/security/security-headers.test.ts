import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { helmetFor, securityHeaders } from "../../../server/http/security-headers";

/** Headers of one response from a bare app with the given middleware. */
async function headersFrom(middleware: express.RequestHandler) {
  const app = express();
  app.disable("x-powered-by");
  app.use(middleware);
  app.get("/", (_req, res) => void res.send("ok"));
  const res = await request(app).get("/");
  const { date: _d, etag: _e, "content-length": _l, "content-type": _t, connection: _c, ...rest } = res.headers;
  return rest;
}

describe.each([true, false])("precomputed security headers (production %s)", (production) => {
  it("when a response is sent, then it carries exactly the headers helmet itself sets, plus the Permissions-Policy", async () => {
    const ours = await headersFrom(securityHeaders(production));
    const helmets = await headersFrom(helmetFor(production));
    const { "permissions-policy": permissions, ...rest } = ours;
    expect(rest).toEqual(helmets);
    expect(permissions).toContain("camera=()");
  });

  it("then the CSP is present in production only", async () => {
    const ours = await headersFrom(securityHeaders(production));
    expect(ours["content-security-policy"] !== undefined).toBe(production);
    if (production) expect(ours["content-security-policy"]).toContain("script-src 'self'");
    expect(ours["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
