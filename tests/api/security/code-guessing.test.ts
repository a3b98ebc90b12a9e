import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/mail";
import { SIGN_IN_ALERT } from "@shared/mail-states";
import { totpCode } from "../../support/authenticator";
import { CODE_GUESSES } from "../../../server/auth/login-throttle";
import { addressesOf, waitFor, type TestSmtp } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { buildSmtpMailApp, STAFF_TO, stopSmtpMailApp, type MailTestApp } from "../../support/mail-app";
import { addStaff, enrol, type Member } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("guessing the authentication code of one account from many addresses, on %s", (kind) => {
  let smtp: TestSmtp;
  let t: MailTestApp;
  let owner: Member;
  let secret: string;
  const KNOWN = "10.0.0.9";

  /** The password step from an address; answers the half-signed-in agent. */
  async function passwordStep(ip: string) {
    const agent = request.agent(t.app);
    const res = await agent.post(apiPaths.login.href()).set("X-Forwarded-For", ip).send({ username: owner.username, password: owner.password });
    expect(res.body).toEqual({ twoFactorRequired: true });
    return agent;
  }
  const code = (agent: ReturnType<typeof request.agent>, ip: string, c: string) => agent.post(apiPaths.loginCode.href()).set("X-Forwarded-For", ip).send({ code: c });

  beforeAll(async () => {
    ({ smtp, t } = await buildSmtpMailApp(kind, { trustProxy: 1 }));
    owner = await addStaff(t, "guessed", { role: "agent" });
    const first = request.agent(t.app);
    await first.post(apiPaths.login.href()).set("X-Forwarded-For", KNOWN).send({ username: owner.username, password: owner.password }).expect(200);
    ({ secret } = await enrol(first));
    // The owner once completed a sign-in with a code from KNOWN.
    const again = await passwordStep(KNOWN);
    await code(again, KNOWN, totpCode(secret, Date.now() + 30_000)).expect(200);
  });
  afterAll(() => stopSmtpMailApp(t, smtp));

  it("when thirty wrong codes come from three addresses, then only the first ten are checked, and the right code from a fourth is refused", async () => {
    const wrong = totpCode(secret, Date.now() + 20 * 60_000);
    const statuses: number[] = [];
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      for (let session = 0; session < 2; session++) {
        const half = await passwordStep(ip);
        for (let i = 0; i < 5; i++) statuses.push((await code(half, ip, wrong)).status);
      }
    }
    expect(statuses).toHaveLength(30);
    expect(statuses.filter((s) => s === 401)).toHaveLength(CODE_GUESSES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - CODE_GUESSES);

    const fourth = await passwordStep("198.51.100.4");
    const right = await code(fourth, "198.51.100.4", totpCode(secret, Date.now() + 30_000));
    expect(right.status).toBe(429);
    expect(right.headers["retry-after"]).toBe("900");
  });

  it("then the owner, from an address where they signed in with a code before, still gets in", async () => {
    const half = await passwordStep(KNOWN);
    // A minute and a half later, so the owner's code is of a step not used yet.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 90_000 });
    try {
      const res = await code(half, KNOWN, totpCode(secret, Date.now()));
      expect(res.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("when twenty wrong codes for another account arrive all at once, then still only ten are checked", async () => {
    const other = await addStaff(t, "burst", { role: "agent" });
    const first = request.agent(t.app);
    await first.post(apiPaths.login.href()).set("X-Forwarded-For", KNOWN).send({ username: other.username, password: other.password }).expect(200);
    const { secret: otherSecret } = await enrol(first);
    const wrong = totpCode(otherSecret, Date.now() + 20 * 60_000);
    const halves = await Promise.all(
      ["203.0.113.21", "203.0.113.22", "203.0.113.23", "203.0.113.24"].map(async (ip) => {
        const agent = request.agent(t.app);
        await agent.post(apiPaths.login.href()).set("X-Forwarded-For", ip).send({ username: other.username, password: other.password }).expect(200);
        return { agent, ip };
      }),
    );
    const statuses = await Promise.all(halves.flatMap(({ agent, ip }) => Array.from({ length: 5 }, () => code(agent, ip, wrong).then((r) => r.status))));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  });

  it("then one e-mail per account tells staff, naming it", async () => {
    // Alerts are queued inside the requests, all answered by now: once those queued are sent, no more can come.
    const queued = await t.db.database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.kind, SIGN_IN_ALERT));
    expect(queued).toHaveLength(2);
    await waitFor("both sign-in alerts sent", async () => (await t.db.database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.kind, SIGN_IN_ALERT))).every((m) => m.status === "sent"));
    const alerts = smtp.received.filter((m) => m.subject?.includes("wrong sign-in codes"));
    expect(alerts.map((m) => m.subject?.split(" ").pop()).sort()).toEqual(["burst", "guessed"]);
    expect(addressesOf(alerts[0].to)).toEqual(STAFF_TO);
    expect(alerts.find((m) => m.subject?.endsWith("guessed"))?.text).toContain('The staff account "guessed" was given 5 wrong authentication codes');
  });
});
