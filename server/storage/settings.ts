import { eq } from "drizzle-orm";
import { appSettings } from "@shared/schema";
import type { Db } from "../db";

/** Settings kept in the database and shared by every process. */
export function settingsStorage(db: Db) {
  return {
    /** Reads a setting, creating it with `make()` if absent; concurrent starters agree on one value. */
    async ensureSetting(key: string, make: () => string): Promise<string> {
      await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing({ target: appSettings.key });
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row.value;
    },
  };
}
