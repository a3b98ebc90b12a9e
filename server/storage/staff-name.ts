import { sql } from "drizzle-orm";
import { users } from "@shared/schema/users";

/** A staff member as colleagues know them: their name, else their username (for a join on users). */
export const staffNameSql = sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`;
