import { eq, sql } from "drizzle-orm";
import { appSettings } from "@shared/schema/settings";
import type { Db } from "../db";

export const TWO_FACTOR_REQUIRED = "two_factor_required";

/** Settings kept in the database and shared by every process. */
export function settingsStorage(db: Db) {
  return {
    /** A setting's value, or undefined when it was never set. */
    async readSetting(key: string): Promise<string | undefined> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row?.value;
    },

    /** Reads a setting, creating it with `make()` if absent; concurrent starters agree on one value. */
    async ensureSetting(key: string, make: () => string): Promise<string> {
      await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing({ target: appSettings.key });
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row.value;
    },

    /** Off on a fresh installation. */
    async twoFactorRequired(): Promise<boolean> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, TWO_FACTOR_REQUIRED));
      return row?.value === "true";
    },

    /** Every process's open event streams check their sessions against the new rule when it commits. */
    async setTwoFactorRequired(required: boolean): Promise<void> {
      const value = String(required);
      await db.transaction(async (tx) => {
        await tx.insert(appSettings).values({ key: TWO_FACTOR_REQUIRED, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
        if (required) await tx.execute(sql`select pg_notify('sessions', '{"all": true}')`);
      });
    },
  };
}
