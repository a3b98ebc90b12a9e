import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { loggableUrl } from "../../../server/http/request-log";
import { createLogger } from "../../../server/core/logger";
import { apiPaths } from "@shared/api-paths";

const TOKEN = "Axd5Q9kLmN0pR2sT4uV6wX8yZ1aB3cD5";

/** A logger writing into an array, and the array. */
function captured() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger("info", sink), text: () => lines.join("\n") };
}

describe("tokens in the log", () => {
  it.each([
    [`/trip/${TOKEN}`, "/trip/redacted"],
    [apiPaths.trip.href(TOKEN), apiPaths.trip.href("redacted")],
    [apiPaths.tripAccept.href(TOKEN), apiPaths.tripAccept.href("redacted")],
    [`${apiPaths.tripAccept.href(TOKEN)}?x=1`, `${apiPaths.tripAccept.href("redacted")}?x=1`],
    [apiPaths.emailConfirmation.href(TOKEN), apiPaths.emailConfirmation.href("redacted")],
    [`/anything?a=1&token=${TOKEN}&code=123456`, "/anything?a=1&token=redacted&code=redacted"],
    [`/TRIP/${TOKEN}`, "/TRIP/redacted"],
    // eslint-disable-next-line no-restricted-syntax -- a doubled slash, no path of the map, is redacted all the same
    [`/api//trip/${TOKEN}`, "/api//trip/redacted"],
    [`/trip/${TOKEN}/travellers/2`, "/trip/redacted/travellers/2"],
    // eslint-disable-next-line no-restricted-syntax -- an encoded slash after the token, no path of the map
    [`/api/trip/${encodeURIComponent(TOKEN)}%2Faccept`, apiPaths.trip.href("redacted")],
    ["/trips", "/trips"],
    [apiPaths.bookings.href({ q: "asha@example.com" }), apiPaths.bookings.href({ q: "redacted" })],
  ])("when %s is requested, then the log keeps %s", (url, kept) => {
    expect(loggableUrl(url)).toBe(kept);
  });

  it("when a failed query carried a token or a typed value as a parameter, then the error line names neither", () => {
    const { logger, text } = captured();
    const cause = Object.assign(new Error("invalid byte sequence for encoding \"UTF8\": 0x00"), { code: "22021" });
    const err = new DrizzleQueryError("select * from trip_links where token_key = $1 and note = $2", [TOKEN, "paid by Asha\u0000"], cause);
    logger.error({ err }, "request failed");
    logger.flush();
    const line = text();
    expect(line).toContain("request failed");
    expect(line).toContain("select * from trip_links");
    expect(line).toContain("0x00");
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain("paid by Asha");
  });

  it("when a line carries a token, a code or a step's secret by name, then each is redacted", () => {
    const { logger, text } = captured();
    logger.warn({ token: TOKEN, body: { code: "654321", totpSecret: "JBSWY3DPEHPK3PXP", password: "hunter2-hunter2" } }, "step");
    logger.flush();
    const line = text();
    for (const secret of [TOKEN, "654321", "JBSWY3DPEHPK3PXP", "hunter2-hunter2"]) expect(line).not.toContain(secret);
  });
});
