import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { users, type User } from "@shared/schema/users";
import type { Db } from "../db";
import { EMAIL_CONFIRMATION } from "@shared/mail-states";

/** How long the link sent to a new staff e-mail works. */
export const EMAIL_LINK_HOURS = 24;
/** Any constant, the same in every process: two changes of staff e-mail never pass the uniqueness check together. */
const STAFF_EMAIL_LOCK = 724_305;

export const hashEmailToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type EmailChange = { user: User } | { error: "staff" | "booking" };

/** Whose the address already is: another staff member's (in effect or waiting), or a booking's. */
async function taken(tx: Db, userId: number, address: string): Promise<"staff" | "booking" | undefined> {
  const lower = address.toLowerCase();
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), or(sql`lower(${users.email}) = ${lower}`, sql`lower(${users.pendingEmail}) = ${lower}`)))
    .limit(1);
  if (staff) return "staff";
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(sql`lower(${bookings.email}) = ${lower}`, isNull(bookings.erasedAt)))
    .limit(1);
  return booking ? "booking" : undefined;
}

/**
 * A staff member's e-mail: a new one waits (`pendingEmail`) until the link sent to it is opened,
 * so nobody can make a visitor's or a colleague's address theirs; clearing it takes effect at once.
 */
export function staffEmailStorage(db: Db) {
  return {
    /** Whose the address is, if anyone's: a staff member's (in effect or waiting) or a booking's. */
    async emailOwner(address: string): Promise<"staff" | "booking" | undefined> {
      return taken(db, 0, address);
    },

    async requestEmailChange(userId: number, email: string | null, messageIdDomain: string): Promise<EmailChange | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_EMAIL_LOCK})`);
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
        if (!user) return undefined;
        const clear = { pendingEmail: null, emailTokenHash: null, emailTokenExpiresAt: null };
        if (email === null || email.toLowerCase() === user.email?.toLowerCase()) {
          const [row] = await tx.update(users).set({ ...clear, email: email === null ? null : user.email }).where(eq(users.id, userId)).returning();
          return { user: row };
        }
        const owner = await taken(tx, userId, email);
        if (owner) return { error: owner };
        // The token itself is made when the e-mail is sent (issueEmailToken): none is ever stored readable.
        const [row] = await tx.update(users).set({ ...clear, pendingEmail: email }).where(eq(users.id, userId)).returning();
        await tx.insert(mailOutbox).values({
          kind: EMAIL_CONFIRMATION,
          toAddress: email,
          aboutUserId: userId,
          messageId: `<email-confirmation-${userId}-${randomBytes(8).toString("hex")}@${messageIdDomain}>`,
        });
        return { user: row };
      });
    },

    /** A fresh link token for the pending e-mail (older links stop working); undefined when that change is no longer waiting. */
    async issueEmailToken(userId: number, pendingEmail: string): Promise<{ username: string; pendingEmail: string; token: string } | undefined> {
      const token = randomBytes(32).toString("base64url");
      const [row] = await db
        .update(users)
        .set({ emailTokenHash: hashEmailToken(token), emailTokenExpiresAt: sql`now() + make_interval(hours => ${EMAIL_LINK_HOURS})` })
        .where(and(eq(users.id, userId), sql`lower(${users.pendingEmail}) = ${pendingEmail.toLowerCase()}`, isNull(users.disabledAt)))
        .returning({ username: users.username, pendingEmail: users.pendingEmail });
      return row?.pendingEmail ? { username: row.username, pendingEmail: row.pendingEmail, token } : undefined;
    },

    /** The waiting e-mail of the token's owner, if the token is still good (unless another took the address meanwhile). */
    async pendingEmailFor(token: string): Promise<{ username: string; pendingEmail: string } | undefined> {
      const [row] = await db
        .select({ username: users.username, pendingEmail: users.pendingEmail })
        .from(users)
        .where(and(eq(users.emailTokenHash, hashEmailToken(token)), gt(users.emailTokenExpiresAt, sql`now()`)));
      return row?.pendingEmail ? { username: row.username, pendingEmail: row.pendingEmail } : undefined;
    },

    /** Puts the pending e-mail in effect; "taken" when a colleague's or a booking's it has become since. */
    async confirmEmail(token: string): Promise<User | "taken" | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_EMAIL_LOCK})`);
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.emailTokenHash, hashEmailToken(token)), gt(users.emailTokenExpiresAt, sql`now()`)))
          .for("update");
        if (!user?.pendingEmail) return undefined;
        if (await taken(tx, user.id, user.pendingEmail)) return "taken";
        const [row] = await tx
          .update(users)
          .set({ email: user.pendingEmail, pendingEmail: null, emailTokenHash: null, emailTokenExpiresAt: null })
          .where(eq(users.id, user.id))
          .returning();
        return row;
      });
    },
  };
}
