import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { openDatabase, type Database, type SqlQuery } from "../../../server/db";
import { migrationsFolder } from "../../../server/db/migrations";
import { createStorage } from "../../../server/storage";
import { buildBooking } from "../../support/factories";
import { DB_KINDS, emptyPostgresDatabase, type DbKind } from "../../support/database";
import { installRoutines } from "../../../server/storage/routines";
import { zoneMoneyDays } from "../../../server/storage/money/money-days";
import { systemClock } from "../../../server/core/clock";

/**
 * A company already runs the previous release: its database, written by that release's schema,
 * must open under this one with nothing lost. The previous release's migrations are the first
 * entry of the journal.
 */
function previousReleaseMigrations(upTo = "0000"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-prev-migrations-"));
  const source = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta", "_journal.json"), "utf8"));
  const entries = (journal.entries as { tag: string }[]).filter((e) => e.tag.slice(0, 4) <= upTo);
  fs.mkdirSync(path.join(dir, "meta"));
  for (const e of entries) fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

interface Place {
  /** Opens the database with `migrations` (all by default), as a server of DESK_TIMEZONE `deskTimezone` would. */
  open(migrations?: string, deskTimezone?: string): Promise<Database>;
  drop(): Promise<void>;
}

const afterMigrations = (deskTimezone?: string) => async (query: SqlQuery) => {
  await installRoutines(query);
  if (deskTimezone) await zoneMoneyDays(query, deskTimezone);
};

async function place(kind: DbKind): Promise<Place> {
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-upgrade-"));
    return {
      open: (migrations, tz) => openDatabase({ pgliteDir: dir, migrationsFolder: migrations, afterMigrations: afterMigrations(tz) }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const empty = await emptyPostgresDatabase();
  return {
    open: (migrations, tz) => openDatabase({ url: empty.url, migrationsFolder: migrations, afterMigrations: afterMigrations(tz) }),
    drop: empty.drop,
  };
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe.each(DB_KINDS)("upgrading a database of the previous release (%s)", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("when this release opens it, then every enquiry, status change, user and setting is still there, sessions kept under their ids end, and the new fields are filled", async () => {
    const where = await place(kind);
    cleanups.push(where.drop);
    const prevDir = previousReleaseMigrations();
    cleanups.push(async () => fs.rmSync(prevDir, { recursive: true, force: true }));

    // What the previous release wrote, in its own schema.
    const old = await where.open(prevDir);
    await old.db.execute(sql`insert into users (username, password) values ('asha', 'scrypt$old-hash')`);
    for (let i = 0; i < 30; i++) {
      await old.db.execute(sql`
        insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, created_at, updated_at)
        values (${`Meera ${i}`}, 'Raman', ${`meera.${i}@example.com`}, '+91 98765 43210', 'India', 'retreat',
                'Women''s Signature Retreats', 2, 'pending', ${new Date(Date.UTC(2026, 9, 1 + i, 10)).toISOString()}::timestamptz, now())`);
    }
    await old.db.execute(sql`update bookings set status = 'confirmed' where first_name = 'Meera 3'`);
    await old.db.execute(sql`
      insert into booking_status_history (booking_id, from_status, to_status, changed_by, changed_at)
      select id, 'pending', 'confirmed', 'asha', created_at + interval '5 hours' from bookings where first_name = 'Meera 3'`);
    await old.db.execute(sql`insert into sessions (sid, sess, user_id, expires_at) select 'sid-1', '{"userId":1}'::jsonb, id, now() + interval '1 hour' from users`);
    await old.db.execute(sql`insert into app_settings (key, value) values ('session_secret', 'kept-secret')`);
    const before = rows<Record<string, unknown>>(await old.db.execute(sql`select * from bookings order by id`));
    await old.close();

    // This release.
    const current = await where.open();
    const after = rows<Record<string, unknown>>(await current.db.execute(sql`select * from bookings order by id`));
    expect(after).toHaveLength(30);
    for (const [i, row] of after.entries()) {
      for (const [column, value] of Object.entries(before[i])) expect(row[column]).toEqual(value);
      expect(row.reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(new Date(row.due_at as string).getTime() - new Date(row.created_at as string).getTime()).toBe(24 * 3600 * 1000);
      expect(row.suspect).toBeNull();
      expect(row.phone_e164).toBe("+919876543210");
    }
    expect(new Set(after.map((r) => r.reference)).size).toBe(30);

    const answered = after.find((r) => r.first_name === "Meera 3")!;
    expect(new Date(answered.first_response_at as string).getTime() - new Date(answered.created_at as string).getTime()).toBe(5 * 3600 * 1000);
    expect(after.filter((r) => r.first_response_at !== null)).toHaveLength(1);

    const storage = createStorage(current.db, systemClock);
    const asha = await storage.users.getUserByUsername("asha");
    expect(asha?.password).toBe("scrypt$old-hash");
    expect(asha?.role).toBe("admin");
    // A session kept under its id (which a copy of the database would open) ends: staff sign in once more.
    expect(await storage.sessions.getSession("sid-1")).toBeUndefined();
    expect(await storage.settings.ensureSetting("session_secret", () => "new")).toBe("kept-secret");
    expect(await storage.bookings.getStatusHistory(answered.id as number)).toEqual([
      expect.objectContaining({ from: "pending", to: "confirmed", by: "asha" }),
    ]);

    // Accounts created from now on are agents.
    await storage.users.createUser("new-colleague", "hash");
    expect((await storage.users.getUserByUsername("new-colleague"))?.role).toBe("agent");

    // The enquiry procedure is created on opening: the upgraded database takes new enquiries.
    const accepted = await storage.bookings.acceptEnquiry(insertBookingSchema.parse(buildBooking({ firstName: "Nila" })), {
      rateLimit: { key: "booking:127.0.0.1", windowMs: 3_600_000, limit: 10 },
      mail: { staffAlertTo: ["desk@innerlight.example"], messageIdDomain: "innerlight.example", ackCap: 3, ackDomainCap: 200 },
    });
    expect(accepted.accepted && accepted.booking).toMatchObject({ firstName: "Nila", status: "pending", suspect: null });
    expect(accepted.accepted && (await storage.mail.mailForBooking(accepted.booking.id))).toHaveLength(2);
    await current.close();
  });

  it("when the conversation's release opens a desk-era database, then unanswered enquiries await a reply from their first due time, answered ones await none, and three saved replies are there", async () => {
    const where = await place(kind);
    cleanups.push(where.drop);
    const prevDir = previousReleaseMigrations("0002");
    cleanups.push(async () => fs.rmSync(prevDir, { recursive: true, force: true }));
    const old = await where.open(prevDir);
    for (const [i, answered] of [false, true, false].entries()) {
      await old.db.execute(sql`
        insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, created_at, updated_at, due_at, first_response_at)
        values (${`Asha ${i}`}, 'Rao', ${`asha.${i}@example.com`}, '+91 98765 43210', 'India', 'retreat', 'Retreats', 2,
                now() - interval '30 hours', now(), now() - interval '6 hours', ${answered ? sql`now() - interval '29 hours'` : sql`null`})`);
    }
    await old.close();

    const current = await where.open();
    const after = rows<{ first_name: string; due_at: string; reply_due_at: string | null }>(
      await current.db.execute(sql`select first_name, due_at, reply_due_at from bookings order by id`),
    );
    expect(after.map((r) => r.reply_due_at && new Date(r.reply_due_at).getTime())).toEqual([
      new Date(after[0].due_at).getTime(),
      null,
      new Date(after[2].due_at).getTime(),
    ]);
    const storage = createStorage(current.db, systemClock);
    const summary = await storage.bookings.bookingSummary();
    expect(summary.views).toMatchObject({ "needs-reply": 2, overdue: 2, all: 3 });
    expect((await storage.bookings.listBookings({ view: "needs-reply", limit: 10 })).items.map((b) => b.firstName)).toEqual(["Asha 0", "Asha 2"]);
    const templates = rows<{ name: string }>(await current.db.execute(sql`select name from reply_templates order by name`));
    expect(templates.map((t) => t.name)).toEqual(["Acknowledge and ask", "Cancellation", "Confirmation", "Follow up after no answer", "Propose dates"]);
    await current.close();
  });

  it("when the release that reads phones opens an earlier database, then its bookings get their E.164 phone, an unreadable one stays null, and the same person's bookings find each other", async () => {
    const where = await place(kind);
    cleanups.push(where.drop);
    const prevDir = previousReleaseMigrations("0005");
    cleanups.push(async () => fs.rmSync(prevDir, { recursive: true, force: true }));
    const old = await where.open(prevDir);
    const phones = [
      ["+91 98430 12345", "India"],
      ["098430 12345", "India"],
      ["(415) 555-2671", "USA"],
      ["not a phone", "UK"],
      ["07400 123456", "UK"],
    ];
    for (const [i, [phone, country]] of phones.entries()) {
      await old.db.execute(sql`
        insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, created_at, updated_at)
        values (${`Priya ${i}`}, 'Nair', ${`priya.${i}@example.com`}, ${phone}, ${country}, 'retreat', 'Retreats', 2, now(), now())`);
    }
    await old.close();

    const current = await where.open();
    const read = rows<{ phone_e164: string | null }>(await current.db.execute(sql`select phone_e164 from bookings order by id`));
    expect(read.map((r) => r.phone_e164)).toEqual(["+919843012345", "+919843012345", "+14155552671", null, "+447400123456"]);
    // The progress is kept: a second start reads only bookings stored after it.
    const progress = rows<{ value: string }>(await current.db.execute(sql`select value from app_settings where key = 'phone_e164_backfilled_to'`));
    const maxId = rows<{ id: number }>(await current.db.execute(sql`select max(id)::int as id from bookings`))[0].id;
    expect(progress.map((r) => Number(r.value))).toEqual([maxId]);
    const storage = createStorage(current.db, systemClock);
    const [first] = (await storage.bookings.listBookings({ limit: 10, q: "Priya 0" })).items;
    expect(first.relatedCount).toBe(1);
    expect((await storage.bookings.relatedBookings(first.id)).map((r) => r.reference)).toHaveLength(1);
    await current.close();
  });

  it("when the mail-trust release opens an earlier database, then staff e-mails stay in effect (none waits for a link) and stored mail is neither unverified nor unreadable", async () => {
    const where = await place(kind);
    cleanups.push(where.drop);
    const prevDir = previousReleaseMigrations("0011");
    cleanups.push(async () => fs.rmSync(prevDir, { recursive: true, force: true }));
    const old = await where.open(prevDir);
    await old.db.execute(sql`insert into users (username, password, email) values ('ravi', 'scrypt$old-hash', 'Ravi@InnerLight.example')`);
    await old.db.execute(sql`
      insert into mail_messages (direction, kind, message_id, from_address, to_address, subject, text, full_text, by)
      values ('in', 'visitor', '<kept@example.com>', 'guest@example.com', 'hello@innerlight.example', 'Hello', 'Hi', 'Hi', 'visitor')`);
    await old.close();

    const current = await where.open();
    const storage = createStorage(current.db, systemClock);
    expect(await storage.users.getUserByUsername("ravi")).toMatchObject({ email: "Ravi@InnerLight.example", pendingEmail: null, emailTokenHash: null });
    const mail = rows<{ unverified: boolean; raw_size: number | null }>(await current.db.execute(sql`select unverified, raw_size from mail_messages`));
    expect(mail).toEqual([{ unverified: false, raw_size: null }]);
    expect((await storage.conversations.listUnmatchedMail(10)).items).toEqual([expect.objectContaining({ subject: "Hello", unreadable: null })]);
    await current.close();
  }, 120_000);

  it("when the money-totals release opens a database of the money release, then each day's booked and received sums and each instalment's owed amount are there, and a new DESK_TIMEZONE recounts the booked days", async () => {
    const where = await place(kind);
    cleanups.push(where.drop);
    const old = await where.open(previousReleaseMigrations("0016"));
    await old.db.execute(sql`
      insert into bookings (id, first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, created_at, updated_at, due_at)
      values (1, 'Asha', 'Old', 'asha@example.com', '+91 98000 00001', 'India', 'retreat', 'Retreats', 1, 'confirmed', now(), now(), now()),
             (2, 'Bina', 'Old', 'bina@example.com', '+91 98000 00002', 'India', 'retreat', 'Retreats', 1, 'cancelled', now(), now(), now())`);
    // Accepted at 20:00 UTC on 31 January: 1 February in Kolkata, still 31 January in London.
    await old.db.execute(sql`
      insert into quotes (id, booking_id, number, start_date, end_date, travellers, price_per_person, region, base, discounts, extras, total, valid_until, state, created_by, accepted_at)
      values (1, 1, 1, '2027-06-01', '2027-06-05', 1, 100000, 'domestic', 100000, '[]', '[]', 100000, '2027-02-07', 'accepted', 'staff', '2027-01-31T20:00:00Z'),
             (2, 2, 1, '2027-06-01', '2027-06-05', 1, 50000, 'domestic', 50000, '[]', '[]', 50000, '2027-02-07', 'accepted', 'staff', '2027-01-10T06:00:00Z')`);
    await old.db.execute(sql`
      insert into instalments (booking_id, quote_id, kind, label, percent, amount, due_date, created_by)
      values (1, 1, 'schedule', 'Deposit', 30, 30000, '2027-02-01', 'staff'), (1, 1, 'schedule', 'Balance', 70, 70000, '2027-05-01', 'staff'),
             (2, 2, 'schedule', 'Deposit', 30, 15000, '2027-01-10', 'staff'), (2, 2, 'schedule', 'Balance', 70, 35000, '2027-05-01', 'staff')`);
    await old.db.execute(sql`
      insert into payments (booking_id, amount, received_on, method, reference, recorded_by, voided_at)
      values (1, 20000, '2027-02-02', 'upi', 'U-1', 'staff', null), (1, 9000, '2027-02-03', 'cash', null, 'staff', now()), (2, 15000, '2027-01-10', 'upi', 'U-2', 'staff', null)`);
    await old.db.execute(sql`
      insert into cancellations (booking_id, reason, settlement, "on", days_before, percent, paid, refund, credit, flight_reimbursement, created_by)
      values (2, 'visitor', 'refund', '2027-01-20', 132, 0, 15000, 0, 0, 0, 'staff')`);
    await old.close();

    const current = await where.open();
    const days = async (db: Database) =>
      rows<{ day: string; booked: string; received: string }>(await db.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, booked, received from money_days where booked <> 0 or received <> 0 order by day`))
        .map((r) => [r.day, Number(r.booked), Number(r.received)]);
    expect(await days(current)).toEqual([
      ["2027-01-10", 50_000, 15_000],
      ["2027-02-01", 100_000, 0],
      ["2027-02-02", 0, 20_000],
    ]);
    // The deposit's ₹10,000 left and the balance; nothing on the cancelled booking.
    const owed = rows<{ booking_id: number; owed: number }>(await current.db.execute(sql`select booking_id, owed from instalment_owed order by due_date`));
    expect(owed.map((o) => [Number(o.booking_id), Number(o.owed)])).toEqual([[1, 10_000], [1, 70_000]]);
    // And what is owed by due day, for Insights (migration 0020).
    const byDay = rows<{ day: string; owed: string }>(await current.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, owed from owed_days where owed <> 0 order by day`));
    expect(byDay.map((d) => [d.day, Number(d.owed)])).toEqual([["2027-02-01", 10_000], ["2027-05-01", 70_000]]);
    await current.close();

    const london = await where.open(undefined, "Europe/London");
    expect(await days(london)).toEqual([
      ["2027-01-10", 50_000, 15_000],
      ["2027-01-31", 100_000, 0],
      ["2027-02-02", 0, 20_000],
    ]);
    await london.close();
  });
});
