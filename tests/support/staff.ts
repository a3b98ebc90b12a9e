import request from "supertest";
import { eq } from "drizzle-orm";
import { users } from "@shared/schema/users";
import type { StaffRole } from "@shared/staff-roles";
import { hashPassword } from "../../server/auth/password";
import { totpCode } from "./authenticator";
import { buildBooking } from "./factories";
import { buildTestApp, STAFF, TEST_PASSWORD_HASH_COST, type TestApp, useMade } from "./test-app";
import type { DbKind } from "./database";
import { apiPaths } from "@shared/api-paths";

export const sidOf = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.includes(".sid="))?.split(";")[0];

const hashes = new Map<string, Promise<string>>();
/** Tests reuse one hash per password, at the tests' cost. */
export function cachedHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password, TEST_PASSWORD_HASH_COST));
  return hashes.get(password)!;
}

export interface Member {
  id: number;
  username: string;
  password: string;
}

/**
 * A staff member stored directly, with a password that needs no change: an agent unless `role`
 * says otherwise; `disabled` makes it one that may no longer sign in or take enquiries.
 */
export async function addStaff(
  t: TestApp,
  username: string,
  {
    role = "agent",
    password = "correct horse battery staple",
    disabled = false,
    name = null,
    email = null,
  }: { role?: StaffRole; password?: string; disabled?: boolean; name?: string | null; email?: string | null } = {},
): Promise<Member> {
  const user = await t.storage.users.createUser(username, await cachedHash(password), { role, name, email });
  if (!user) throw new Error(`could not create ${username}`);
  if (disabled) await t.db.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
  return { id: user.id, username, password };
}

/** A supertest agent signed in as the member (password only). */
export async function signedIn(t: TestApp, m: Pick<Member, "username" | "password">) {
  const agent = request.agent(t.app);
  const res = await agent.post(apiPaths.login.href()).send({ username: m.username, password: m.password });
  if (res.status !== 200) throw new Error(`sign-in of ${m.username} answered ${res.status}`);
  return agent;
}

/** Turns two-factor on for a signed-in agent; answers the secret and the recovery codes. */
export async function enrol(agent: ReturnType<typeof request.agent>, now = Date.now()): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post(apiPaths.totpSetup.href());
  if (setup.status !== 200) throw new Error(`setup answered ${setup.status}`);
  const enable = await agent.post(apiPaths.totpEnable.href()).send({ code: totpCode(setup.body.secret, now) });
  if (enable.status !== 200) throw new Error(`enable answered ${enable.status} ${JSON.stringify(enable.body)}`);
  return { secret: setup.body.secret, recoveryCodes: enable.body.recoveryCodes };
}

export type Agent = ReturnType<typeof request.agent>;

/** A fresh app on `kind` with its own admin already signed in, as most desk tests begin. */
export async function appSignedIn(kind: DbKind, overrides?: Parameters<typeof buildTestApp>[1]): Promise<{ t: TestApp; staff: Agent }> {
  const t = await buildTestApp(kind, overrides);
  return { t, staff: await signedIn(t, STAFF) };
}

/** For the tests of one `describe`: appSignedIn's app and admin, made before them; the app closed after them. */
export function useAppSignedIn(kind: DbKind, overrides?: Parameters<typeof buildTestApp>[1]): { t: TestApp; staff: Agent } {
  return useMade(["t", "staff"], () => appSignedIn(kind, overrides), ({ t }) => t.close());
}

/** As appSignedIn, with one enquiry already taken, for tests that ask the routes of a booking that exists. */
export async function appWithEnquiry(kind: DbKind): Promise<{ t: TestApp; staff: Agent; bookingId: number }> {
  const { t, staff } = await appSignedIn(kind);
  const bookingId: number = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201)).body.id;
  return { t, staff, bookingId };
}
