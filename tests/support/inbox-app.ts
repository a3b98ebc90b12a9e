import request from "supertest";
import { afterAll, beforeAll } from "vitest";
import { buildTestApp, STAFF, type TestApp } from "./test-app";
import type { DbKind } from "./database";
import { inboundSettings } from "../../server/mail/inbound/start";
import { enquiryMailSettings } from "../../server/mail/settings";
import { apiPaths } from "@shared/api-paths";

/** The company mailbox the incoming-mail tests write to. */
export const INBOX_FROM = { address: "hello@innerlight.test" };
const ALERT_TO = ["desk@innerlight.test"];
/** The store step's settings for that mailbox, MAIL_AUTHSERV_ID unset. */
export const inboxSettings = inboundSettings({ from: INBOX_FROM, staffAlertTo: ALERT_TO });

/** For one `describe`: the app with the mailbox's settings and a signed-in staff member. */
export function useInboxApp(kind: DbKind): { t: TestApp; staff: ReturnType<typeof request.agent> } {
  const ctx = {} as { t: TestApp; staff: ReturnType<typeof request.agent> };
  beforeAll(async () => {
    ctx.t = await buildTestApp(kind, { mail: { settings: enquiryMailSettings({ from: INBOX_FROM, staffAlertTo: ALERT_TO }) } });
    ctx.staff = request.agent(ctx.t.app);
    await ctx.staff.post(apiPaths.login.href()).send(STAFF).expect(200);
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}
