import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { bookingActivities } from "@shared/schema/activities";
import { bookings, bookingStatusHistory, type Booking } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { cancellations, instalmentOwed, instalments, owedDays, payments } from "@shared/schema/money";
import { overpaymentRefunds } from "@shared/schema/refunds";
import { overpaymentDueBy } from "@shared/money";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import type { Db } from "../../../server/db";
import { statusChanges } from "../../../server/storage/booking-status";
import { writeTogether } from "../../../server/storage/write-together";
import { refreshMoneyDues } from "../../../server/storage/money/money-due-sql";
import { recordMoneyChange, recordMoneyChanges, type MoneyChange } from "../../../server/storage/money/money-record";
import { queueQuoteMails, type QuoteMail } from "../../../server/storage/money/quote-queries";
import { readAccount, readAccounts } from "../../../server/storage/money/account";
import { readTrips } from "../../../server/storage/money/trip";

const NOW = new Date("2027-03-01T06:00:00Z");

/** Thrown to roll a transaction back with what it answered. */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super("rolled back");
  }
}

/** The statements a storage function issues: each call of a query builder (or execute) on the transaction is one. */
const QUERIES = new Set<PropertyKey>(["execute", "select", "insert", "update", "delete"]);

function counting(tx: Db): { db: Db; statements: () => number } {
  let n = 0;
  const db = new Proxy(tx, {
    get(target, p) {
      const v = Reflect.get(target, p, target) as unknown;
      if (typeof v !== "function") return v;
      if (QUERIES.has(p)) n++;
      return (v as (...a: unknown[]) => unknown).bind(target);
    },
  });
  return { db, statements: () => n };
}

/** A database that fails on any use at all: what a function given nothing to write must not touch. */
const untouchable = new Proxy({} as Db, {
  get(_, p) {
    throw new Error(`the database was used (${String(p)})`);
  },
});

/** What a booking's status change leaves on its row, its own moment of change named "now" so two runs compare. */
const atNow = (row: Booking, since: Date) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date && v.getTime() >= since.getTime() ? "now" : v]));

describe.each(DB_KINDS)("the set-based money and status writes on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);

  /** Runs `fn` in a transaction that is then rolled back, so each way of writing starts from the same rows. */
  async function rolledBack<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    try {
      await app.db.transaction(async (tx) => {
        throw new RolledBack(await fn(tx as unknown as Db));
      });
    } catch (e) {
      if (e instanceof RolledBack) return e.value as T;
      throw e;
    }
    throw new Error("the transaction was not rolled back");
  }

  /** Everything refreshing the bookings' money due writes: their owed instalments, their rows, and the owed sums by day. */
  async function moneyState(tx: Db, ids: number[]) {
    return {
      owed: await tx.select().from(instalmentOwed).where(inArray(instalmentOwed.bookingId, ids)).orderBy(instalmentOwed.instalmentId),
      bookings: await tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.id),
      days: await tx.select().from(owedDays).orderBy(owedDays.day),
    };
  }

  /**
   * Bookings whose accounts differ, changed behind the stored money due's back: unpaid; part paid;
   * overpaid (a refund owed 15 business days after the last payment); overpaid and partly paid back
   * with a voided payment; cancelled with a refund owed; with an instalment replaced; and one
   * pending without any instalments. Several share due days, so their owed sums by day meet.
   */
  async function accounts(): Promise<Record<string, number>> {
    const trip = (firstName: string, total: number, acceptedOn: string, startDate = "2027-06-01", region: "domestic" | "international" = "domestic") =>
      acceptedBooking(app.t, { firstName, total, startDate, acceptedOn, region });
    const unpaid = await trip("Unpaid", 100_000, "2027-02-20");
    const part = await trip("Part", 80_000, "2027-02-20", "2027-07-15", "international");
    const over = await trip("Over", 60_000, "2027-02-22");
    const back = await trip("Back", 40_000, "2027-02-25", "2027-05-01");
    const gone = await trip("Gone", 90_000, "2027-02-20");
    const moved = await trip("Moved", 70_000, "2027-02-21", "2027-08-01");
    const { Waiting: waiting } = await seedBookings(app.t, [{ firstName: "Waiting", hoursAgo: 5 }]);
    const pay = (bookingId: number, amount: number, receivedOn: string, voided = false) => ({
      bookingId,
      amount,
      receivedOn,
      method: "cash",
      recordedBy: "test",
      voidedAt: voided ? NOW : null,
    });
    await app.db
      .insert(payments)
      .values([
        pay(part.booking.id, 30_000, "2027-02-23"),
        pay(over.booking.id, 50_000, "2027-02-23"),
        pay(over.booking.id, 25_000, "2027-02-26"),
        pay(back.booking.id, 45_000, "2027-02-27"),
        pay(back.booking.id, 9_000, "2027-02-28", true),
        pay(gone.booking.id, 20_000, "2027-02-21"),
        pay(moved.booking.id, 10_000, "2027-02-22"),
      ]);
    await app.db.insert(overpaymentRefunds).values({ bookingId: back.booking.id, amount: 2_000, paidOn: "2027-02-28", method: "cash", recordedBy: "test" });
    await app.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, gone.booking.id));
    await app.db.insert(cancellations).values({
      bookingId: gone.booking.id,
      reason: "visitor",
      settlement: "refund",
      on: "2027-02-27",
      daysBefore: 90,
      percent: 50,
      paid: 20_000,
      refund: 10_000,
      credit: 0,
      refundDueBy: "2027-03-20",
      createdBy: "test",
    });
    const [last] = await app.db.select().from(instalments).where(eq(instalments.bookingId, moved.booking.id)).orderBy(instalments.dueDate, instalments.id);
    await app.db.update(instalments).set({ replacedAt: NOW }).where(eq(instalments.id, last.id));
    await app.db.insert(instalments).values({ ...last, id: undefined, dueDate: "2027-03-10", replacedAt: null });
    return { unpaid: unpaid.booking.id, part: part.booking.id, over: over.booking.id, back: back.booking.id, gone: gone.booking.id, moved: moved.booking.id, waiting: waiting.id };
  }

  it("when many bookings' accounts changed, then refreshing them together leaves their owed instalments, rows and owed days exactly as refreshing each in turn, in the same statements as one", async () => {
    const ids = await accounts();
    const all = Object.values(ids);
    const stale = await moneyState(app.db, all);

    const eachInTurn = await rolledBack(async (tx) => {
      for (const id of all) await refreshMoneyDues(tx, [id]);
      return moneyState(tx, all);
    });
    const { together, statements } = await rolledBack(async (tx) => {
      const counted = counting(tx);
      // In no order, and one twice: the ids are sorted and each refreshed once.
      await refreshMoneyDues(counted.db, [ids.moved, ids.over, ids.unpaid, ids.waiting, ids.gone, ids.over, ids.back, ids.part]);
      return { together: await moneyState(tx, all), statements: counted.statements() };
    });
    const one = await rolledBack(async (tx) => {
      const counted = counting(tx);
      await refreshMoneyDues(counted.db, [ids.over]);
      return counted.statements();
    });

    expect(together).toEqual(eachInTurn);
    // The changes behind its back were taken in, so the comparison is of something.
    expect(together).not.toEqual(stale);
    const row = (id: number) => together.bookings.find((b) => b.id === id)!;
    const owedOf = (id: number) => together.owed.filter((o) => o.bookingId === id);
    expect(owedOf(ids.gone)).toEqual([]);
    expect(row(ids.gone).refundDueBy).toBe("2027-03-20");
    expect(owedOf(ids.over)).toEqual([]);
    expect(row(ids.over).refundDueBy).toBe(overpaymentDueBy("2027-02-26"));
    expect(row(ids.back).refundDueBy).toBe(overpaymentDueBy("2027-02-27"));
    expect(row(ids.unpaid).refundDueBy).toBeNull();
    expect(owedOf(ids.unpaid).length).toBeGreaterThan(0);
    expect(owedOf(ids.moved).map((o) => o.dueDate)).toContain("2027-03-10");
    expect(row(ids.waiting).paymentDueOn).toBeNull();
    // Lock, delete, insert, update with the read of the overpayments, update of the overpaid: however many bookings.
    expect(statements).toBe(5);
    expect(one).toBe(5);
  });

  it("when several bookings' statuses change together, then their rows, history and first responses are what changing each in turn leaves, in one statement", async () => {
    const seeded = await seedBookings(app.t, [
      { firstName: "Asking", hoursAgo: 30 },
      { firstName: "Called", hoursAgo: 30, answered: true },
      { firstName: "Already", hoursAgo: 30, answered: true, status: "confirmed" },
      { firstName: "Back", hoursAgo: 30, answered: true, status: "cancelled" },
      { firstName: "Unanswered", hoursAgo: 30, status: "cancelled" },
    ]);
    // Not in the order of their ids, as a batch may come.
    const current = [seeded.Unanswered, seeded.Called, seeded.Already, seeded.Asking, seeded.Back];
    const ids = current.map((b) => b.id);
    const state = async (tx: Db) => ({
      rows: await tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.id),
      history: (await tx.select().from(bookingStatusHistory).where(inArray(bookingStatusHistory.bookingId, ids)).orderBy(bookingStatusHistory.id)).map(
        ({ bookingId, fromStatus, toStatus, changedBy, undo }) => ({ bookingId, fromStatus, toStatus, changedBy, undo }),
      ),
    });
    /** The statuses changed as a turn of acceptances changes them: built on `tx`, written by `writer`. */
    const confirm = (tx: Db, writer: Db, list: Booking[]) => {
      const change = statusChanges(tx, list, "confirmed", "asha");
      return writeTogether(writer, [change.update.getSQL(), ...(change.history ? [change.history.getSQL()] : [])]);
    };
    const since = new Date();

    const eachInTurn = await rolledBack(async (tx) => {
      for (const b of current) await confirm(tx, tx, [b]);
      return state(tx);
    });
    const together = await rolledBack(async (tx) => {
      const counted = counting(tx);
      await confirm(tx, counted.db, current);
      return { statements: counted.statements(), ...(await state(tx)) };
    });

    const norm = (rows: Booking[]) => rows.map((r) => atNow(r, since));
    expect(norm(together.rows)).toEqual(norm(eachInTurn.rows));
    expect(together.history).toEqual(eachInTurn.history);
    expect(together.history.map((h) => h.bookingId)).toEqual([seeded.Unanswered.id, seeded.Called.id, seeded.Asking.id, seeded.Back.id]);
    expect(together.statements).toBe(1);
    // One moment for the whole batch.
    expect(new Set(together.rows.map((b) => b.updatedAt.getTime())).size).toBe(1);

    const after = new Map(together.rows.map((r) => [r.id, r]));
    // Only the pending booking never answered is answered now; its reply is no longer due.
    expect(after.get(seeded.Asking.id)!.firstResponseAt!.getTime()).toBeGreaterThanOrEqual(since.getTime());
    expect(after.get(seeded.Asking.id)!.replyDueAt).toBeNull();
    expect(after.get(seeded.Called.id)!.firstResponseAt).toEqual(seeded.Called.firstResponseAt);
    expect(after.get(seeded.Unanswered.id)!.firstResponseAt).toBeNull();
    // The booking already confirmed has no history entry.
    expect(together.history.map((h) => [h.bookingId, h.fromStatus, h.toStatus])).toEqual([
      [seeded.Unanswered.id, "cancelled", "confirmed"],
      [seeded.Called.id, "pending", "confirmed"],
      [seeded.Asking.id, "pending", "confirmed"],
      [seeded.Back.id, "cancelled", "confirmed"],
    ]);
  });

  it("when several money changes are recorded together, then each leaves one activity and one audit entry in order, as recording each in turn does", async () => {
    const a = await acceptedBooking(app.t, { firstName: "First", total: 50_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    const b = await acceptedBooking(app.t, { firstName: "Second", total: 30_000, startDate: "2027-07-01", acceptedOn: "2027-02-21" });
    await app.db.insert(payments).values({ bookingId: b.booking.id, amount: 40_000, receivedOn: "2027-02-25", method: "cash", recordedBy: "test" });
    const ids = [a.booking.id, b.booking.id];
    const changes: MoneyChange[] = [
      { bookingId: b.booking.id, by: { id: null, username: "asha", address: "10.0.0.1" }, entry: { kind: "payment", action: "payment-recorded", data: { paymentId: 1 } } },
      { bookingId: a.booking.id, by: { id: null, username: "ravi", address: null }, entry: { kind: "late-fee", action: "late-fee-added", data: { amount: 500 } } },
      { bookingId: b.booking.id, by: { id: null, username: "asha", address: "10.0.0.1" }, entry: { kind: "payment-void", action: "payment-voided", data: { paymentId: 1 } } },
    ];
    const state = async (tx: Db) => ({
      // The desk's clock runs on from NOW: what the test wrote is at "now".
      activities: (await tx.select().from(bookingActivities).where(inArray(bookingActivities.bookingId, ids)).orderBy(bookingActivities.id)).map(({ id: _, at, ...rest }) => ({
        ...rest,
        at: at >= NOW ? "now" : at,
      })),
      audit: (await tx.select().from(auditLog).where(inArray(auditLog.bookingId, ids)).orderBy(auditLog.id)).map(({ id: _, at: __, ...rest }) => rest),
      money: await moneyState(tx, ids),
    });
    const before = await state(app.db);

    const eachInTurn = await rolledBack(async (tx) => {
      for (const c of changes) await recordMoneyChange(tx, app.clock, c.bookingId, c.by, c.entry);
      return state(tx);
    });
    const together = await rolledBack(async (tx) => {
      const counted = counting(tx);
      await recordMoneyChanges(counted.db, app.clock, changes);
      return { ...(await state(tx)), statements: counted.statements() };
    });

    expect(together).toEqual({ ...eachInTurn, statements: 7 });
    expect(together.activities.slice(before.activities.length).map((x) => [x.bookingId, x.kind, x.data, x.by, x.at])).toEqual(
      changes.map((c) => [c.bookingId, c.entry.kind, c.entry.data, c.by.username, "now"]),
    );
    expect(together.audit.slice(before.audit.length)).toEqual(
      changes.map((c) => ({ actorId: null, actor: c.by.username, action: c.entry.action, target: `booking ${c.bookingId}`, address: c.by.address, detail: c.entry.data, bookingId: c.bookingId })),
    );
  });

  it("when several quote e-mails are queued together, then each is one outbox row with a Message-ID of its own, in one statement", async () => {
    const [x, y] = [
      await acceptedBooking(app.t, { firstName: "Mailed", total: 10_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" }),
      await acceptedBooking(app.t, { firstName: "Alerted", total: 10_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" }),
    ];
    const mails: QuoteMail[] = [
      { booking: x.booking, kind: "trip-confirmation", to: "mailed@example.com", data: { quoteId: x.quoteId }, domain: "mail.example" },
      { booking: x.booking, kind: "trip-confirmation", to: "mailed@example.com", data: { quoteId: x.quoteId }, domain: "mail.example" },
      { booking: y.booking, kind: "quote", to: "alerted@example.com", data: { quoteId: y.quoteId, link: "sealed" }, domain: "other.example" },
    ];
    const statements = await app.db.transaction(async (tx) => {
      const counted = counting(tx as unknown as Db);
      await queueQuoteMails(counted.db, mails);
      return counted.statements();
    });
    const rows = await app.db.select().from(mailOutbox).where(inArray(mailOutbox.bookingId, [x.booking.id, y.booking.id])).orderBy(mailOutbox.id);

    expect(statements).toBe(1);
    expect(rows.map((r) => [r.bookingId, r.kind, r.toAddress, r.data])).toEqual(mails.map((m) => [m.booking.id, m.kind, m.to, m.data]));
    rows.forEach((r, i) => {
      const m = mails[i];
      expect(r.messageId).toMatch(new RegExp(`^<booking-${m.booking.id}-${m.kind}-[0-9a-f-]{36}\\.${m.booking.reference}@${m.domain.replace(".", "\\.")}>$`));
    });
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(mails.length);
  });

  it("when several bookings' accounts and trips are read together, then each is what reading it alone gives, and a booking that is not there is left out", async () => {
    const ids = await accounts();
    // One person's two bookings: the credit the cancelled one left shows on both accounts.
    const [gone] = await app.db.select().from(bookings).where(eq(bookings.id, ids.gone));
    await app.db.update(bookings).set({ email: gone.email, phone: gone.phone }).where(eq(bookings.id, ids.unpaid));
    await app.db.update(cancellations).set({ settlement: "credit", credit: 10_000, refund: 0, creditValidUntil: "2028-02-27" }).where(eq(cancellations.bookingId, ids.gone));
    const all = [...Object.values(ids), 999_999];
    const today = "2027-03-01";
    const together = await readAccounts(app.db, all, today);
    expect([...together.keys()].sort()).toEqual(Object.values(ids).sort());
    for (const id of all) expect(together.get(id)).toEqual(await readAccount(app.db, id, today));
    expect(together.get(ids.unpaid)!.credits.map((c) => c.amount)).toEqual([10_000]);
    expect(together.get(ids.back)!.refunds).toHaveLength(1);
    const trips = await readTrips(app.db, all, today);
    for (const id of all) expect(trips.get(id)).toEqual((await readTrips(app.db, [id], today)).get(id));
    expect(trips.get(ids.moved)!.schedule.length).toBeGreaterThan(0);
  });

  it("when trips are read, then the line is read only when one of them waits in it, and its place is on that trip", async () => {
    const ids = await accounts();
    const all = Object.values(ids);
    const today = "2027-03-01";
    const none = counting(app.db);
    const trips = await readTrips(none.db, all, today);
    expect(all.map((id) => trips.get(id)?.waitlist)).toEqual(all.map(() => null));
    await app.db.update(bookings).set({ waitlistedAt: new Date(), waitlistTravellers: 2 }).where(eq(bookings.id, ids.unpaid));
    try {
      const one = counting(app.db);
      const withLine = await readTrips(one.db, all, today);
      expect(withLine.get(ids.unpaid)!.waitlist).toEqual(expect.objectContaining({ placeFree: false }));
      const others = all.filter((id) => id !== ids.unpaid);
      expect(others.map((id) => withLine.get(id)?.waitlist)).toEqual(others.map(() => null));
      expect(one.statements()).toBe(none.statements() + 1);
    } finally {
      await app.db.update(bookings).set({ waitlistedAt: null, waitlistTravellers: null }).where(eq(bookings.id, ids.unpaid));
    }
  });

  it("when there is nothing to write, then none of them touches the database", async () => {
    await expect(refreshMoneyDues(untouchable, [])).resolves.toBeUndefined();
    await expect(recordMoneyChanges(untouchable, app.clock, [])).resolves.toBeUndefined();
    await expect(queueQuoteMails(untouchable, [])).resolves.toBeUndefined();
    // The guard itself: a write with something to write does touch it.
    await expect(queueQuoteMails(untouchable, [{ booking: { id: 1, reference: "R" }, kind: "quote", to: "a@example.com", data: { quoteId: 1 }, domain: "d" }])).rejects.toThrow(
      "the database was used",
    );
  });
});
