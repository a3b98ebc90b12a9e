import { asc, eq, isNull } from "drizzle-orm";
import { sessions, users, type User } from "@shared/schema";
import type { Db } from "../db";

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

    /** Creates the user unless the name is taken; answers whether it was created. */
    async createUser(username: string, passwordHash: string): Promise<User | undefined> {
      const [row] = await db
        .insert(users)
        .values({ username, password: passwordHash })
        .onConflictDoNothing({ target: users.username })
        .returning();
      return row;
    },

    /** Staff who can take an enquiry: every account not disabled. */
    async listActiveStaff(): Promise<{ id: number; username: string; role: string }[]> {
      return db.select({ id: users.id, username: users.username, role: users.role }).from(users).where(isNull(users.disabledAt)).orderBy(asc(users.username));
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
        // A changed password ends every session of that user.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },
  };
}
