import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { recoveryCodes, sessions, users, type User } from "@shared/schema/users";
import type { StaffRole } from "@shared/staff-roles";
import type { StaffMember } from "@shared/api-types";
import type { Db } from "../db";
import { sessionKey } from "./session-key";

/** Any constant; it serialises changes that could leave the company without an active admin. */
const ADMIN_GUARD_LOCK = 724_302;

export class LastAdminError extends Error {
  constructor() {
    super("The last active admin can't be demoted or disabled");
  }
}

export interface StaffChange {
  role?: StaffRole;
  disabled?: boolean;
  /** null clears it. */
  name?: string | null;
  email?: string | null;
}

/** Staff accounts. */
export function userStorage(db: Db) {
  return {
    async getUserByUsername(username: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row;
    },

    async getUser(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async listUsers(): Promise<User[]> {
      return db.select().from(users).orderBy(asc(users.username));
    },

    /** Staff who can take an enquiry: every account not disabled. */
    async listActiveStaff(): Promise<StaffMember[]> {
      return db
        .select({ id: users.id, username: users.username, role: users.role, name: users.name, email: users.email })
        .from(users).where(isNull(users.disabledAt)).orderBy(asc(users.username));
    },

    /** Creates the user unless the name is taken (in any case); answers the new user, or undefined. */
    async createUser(
      username: string,
      passwordHash: string,
      opts: { role?: StaffRole; mustChangePassword?: boolean; name?: string | null; email?: string | null } = {},
    ): Promise<User | undefined> {
      return db.transaction(async (tx) => {
        // Names differing only in case would be two accounts a person can't tell apart.
        const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`);
        if (taken) return undefined;
        const [row] = await tx
          .insert(users)
          .values({
            username,
            password: passwordHash,
            role: opts.role ?? "agent",
            mustChangePassword: opts.mustChangePassword ?? false,
            name: opts.name ?? null,
            email: opts.email ?? null,
          })
          .onConflictDoNothing({ target: users.username })
          .returning();
        return row;
      });
    },

    /** Sets the password and ends every session of the user, except `keepSid` (the one that changed it). */
    async setPassword(userId: number, passwordHash: string, opts: { keepSid?: string; mustChange?: boolean } = {}): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ password: passwordHash, mustChangePassword: opts.mustChange ?? false })
          .where(eq(users.id, userId));
        await tx
          .delete(sessions)
          .where(opts.keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, sessionKey(opts.keepSid))) : eq(sessions.userId, userId));
      });
    },

    /**
     * Changes role and/or active state. Under one transaction-wide lock, so two admins demoting each
     * other at the same moment can't both pass the "another active admin remains" check.
     */
    async changeStaff(userId: number, change: StaffChange): Promise<User | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_GUARD_LOCK})`);
        const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
        if (!current) return undefined;
        const staysAdmin = (change.role ?? current.role) === "admin";
        const staysActive = change.disabled === undefined ? !current.disabledAt : !change.disabled;
        const wasActiveAdmin = current.role === "admin" && !current.disabledAt;
        if (wasActiveAdmin && !(staysAdmin && staysActive)) {
          const [{ n }] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .where(and(eq(users.role, "admin"), isNull(users.disabledAt), ne(users.id, userId)));
          if (Number(n) === 0) throw new LastAdminError();
        }
        const disabledAt = change.disabled === undefined ? current.disabledAt : change.disabled ? (current.disabledAt ?? new Date()) : null;
        const [updated] = await tx
          .update(users)
          .set({
            role: change.role ?? current.role,
            disabledAt,
            ...(change.name !== undefined && { name: change.name }),
            ...(change.email !== undefined && { email: change.email }),
          })
          .where(eq(users.id, userId))
          .returning();
        // A disabled account's sessions end at once, on every process (they live in the database).
        if (disabledAt) await tx.delete(sessions).where(eq(sessions.userId, userId));
        return updated;
      });
    },

    /** One's own name, e-mail and desk settings (Account); undefined fields stay as they are. */
    async setProfile(
      userId: number,
      profile: { name?: string | null; email?: string | null; digestEnabled?: boolean; openNextAfterSend?: boolean },
    ): Promise<User | undefined> {
      const set = {
        ...(profile.name !== undefined && { name: profile.name }),
        ...(profile.email !== undefined && { email: profile.email }),
        ...(profile.digestEnabled !== undefined && { digestEnabled: profile.digestEnabled }),
        ...(profile.openNextAfterSend !== undefined && { openNextAfterSend: profile.openNextAfterSend }),
      };
      if (Object.keys(set).length === 0) return this.getUser(userId);
      const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
      return row;
    },

    async endSessionsOf(userId: number, keepSid?: string): Promise<void> {
      await db.delete(sessions).where(keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, sessionKey(keepSid))) : eq(sessions.userId, userId));
    },

    async recordSignIn(userId: number): Promise<void> {
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
    },

    /** Keeps a secret that is not yet active (set-up started, no code confirmed). */
    async setPendingTotpSecret(userId: number, secret: string): Promise<void> {
      await db.update(users).set({ totpSecret: secret }).where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));
    },

    /** Turns two-factor on with the step of the confirming code, and replaces the recovery codes. */
    async enableTotp(userId: number, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ totpEnabledAt: new Date(), totpLastStep: step })
          .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
          .returning({ id: users.id });
        if (!row) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },

    async disableTotp(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    /**
     * Records a TOTP step as used, only if it is later than the last one: one atomic statement, so
     * the same code sent twice at once is accepted once.
     */
    async acceptTotpStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Uses up a recovery code; answers false when it is unknown or already used. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async unusedRecoveryCodes(userId: number): Promise<number> {
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return Number(n);
    },
  };
}
