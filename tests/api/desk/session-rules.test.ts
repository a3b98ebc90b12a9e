import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STAFF, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { apiPaths } from "@shared/api-paths";

const sid = (res: request.Response) => ([] as string[]).concat(res.headers["set-cookie"] ?? [])[0]?.split(";")[0];

describe.each(DB_KINDS)("who-am-I and the sign-in answers on %s", (kind) => {
  const t = useTestApp(kind);
  afterEach(() => vi.useRealTimers());

  it("when only /api/auth/me keeps a session busy for 12 hours, then it ends there too", async () => {
    const cookie = sid(await request(t.app).post(apiPaths.login.href()).send(STAFF).expect(200))!;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (let h = 0.4; h < 12; h += 0.4) {
      vi.setSystemTime(start + h * 60 * 60 * 1000);
      expect((await request(t.app).get(apiPaths.me.href()).set("Cookie", cookie)).status, `after ${h} h`).toBe(200);
    }
    vi.setSystemTime(start + 12.1 * 60 * 60 * 1000);
    const late = await request(t.app).get(apiPaths.me.href()).set("Cookie", cookie);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: expect.any(String) });
    // Ended, not only refused: the desk says the same.
    expect((await request(t.app).get(apiPaths.bookings.href()).set("Cookie", cookie)).status).toBe(401);
  });

  it("then every /api/auth answer, success or failure, is marked no-store", async () => {
    const login = await request(t.app).post(apiPaths.login.href()).send(STAFF);
    expect(login.status).toBe(200);
    const cookie = sid(login)!;
    const answers = [
      login,
      await request(t.app).get(apiPaths.me.href()).set("Cookie", cookie),
      await request(t.app).get(apiPaths.me.href()),
      await request(t.app).post(apiPaths.login.href()).send({ ...STAFF, password: "wrong-password" }),
      await request(t.app).post(apiPaths.login.href()).send({}),
      await request(t.app).post(apiPaths.logout.href()).set("Cookie", cookie),
      // eslint-disable-next-line no-restricted-syntax -- a path under /api/auth that is no route
      await request(t.app).get("/api/auth/nope"),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 401, 400, 204, 404]);
    answers.forEach((r, i) => expect(r.headers["cache-control"], `answer ${i}`).toBe("no-store"));
  });
});
