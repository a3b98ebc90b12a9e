import { asc, eq, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { cancellations } from "@shared/schema/money";
import type { Day, RetreatCredit } from "@shared/money";
import type { Db } from "../../db";
import { creditUsesSql, retreatCreditOf } from "./account";

/** Far more credits than the company will ever hold at once; the list stays one bounded read. */
const MAX_CREDITS = 1000;

/** Every retreat credit the company holds, for the desk's **Retreat credit** list. */
export function creditListStorage(db: Db) {
  return {
    /** Each cancelled booking's credit with what later quotes used and what is left as of `today`, the soonest to expire first. */
    async listCredits(today: Day): Promise<RetreatCredit[]> {
      const rows = await db
        .select({
          bookingId: bookings.id,
          reference: bookings.reference,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          amount: cancellations.credit,
          validUntil: cancellations.creditValidUntil,
          used: creditUsesSql(sql`${bookings.id}`, today),
        })
        .from(cancellations)
        .innerJoin(bookings, eq(bookings.id, cancellations.bookingId))
        .where(sql`${cancellations.credit} > 0 and ${cancellations.creditValidUntil} is not null`)
        .orderBy(asc(cancellations.creditValidUntil), asc(bookings.id))
        .limit(MAX_CREDITS);
      return rows.map((r) => retreatCreditOf(r, today));
    },
  };
}
