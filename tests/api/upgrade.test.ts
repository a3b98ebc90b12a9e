import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { insertBookingSchema } from "@shared/schema";
import { migrationsFolder, openDatabase, type Database } from "../../server/db";
import { createStorage } from "../../server/storage";
import { buildBooking } from "../support/factories";
import { DB_KINDS, emptyPostgresDatabase, type DbKind } from "../support/database";
import { installRoutines } from "../../server/storage/routines";

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
  open(migrations?: string): Promise<Database>;
  drop(): Promise<void>;
}

async function place(kind: DbKind): Promise<Place> {
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-upgrade-"));
    return {
      open: (migrations) => openDatabase({ pgliteDir: dir, migrationsFolder: migrations, afterMigrations: installRoutines }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const empty = await emptyPostgresDatabase();
  return {
    open: (migrations) => openDatabase({ url: empty.url, migrationsFolder: migrations, afterMigrations: installRoutines }),
    drop: empty.drop,
  };
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe.each(DB_KINDS)("upgrading a database of the previous release (%s)", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("when this release opens it, then every enquiry, status change, user, session and setting is still there, and the new fields are filled", async () => {
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

    const storage = createStorage(current.db);
    const asha = await storage.getUserByUsername("asha");
    expect(asha?.password).toBe("scrypt$old-hash");
    expect(asha?.role).toBe("admin");
    expect(await storage.getSession("sid-1")).toBeDefined();
    expect(await storage.ensureSetting("session_secret", () => "new")).toBe("kept-secret");
    expect(await storage.getStatusHistory(answered.id as number)).toEqual([
      expect.objectContaining({ from: "pending", to: "confirmed", by: "asha" }),
    ]);

    // Accounts created from now on are agents.
    await storage.createUser("new-colleague", "hash");
    expect((await storage.getUserByUsername("new-colleague"))?.role).toBe("agent");

    // The enquiry procedure is created on opening: the upgraded database takes new enquiries.
    const accepted = await storage.acceptEnquiry(insertBookingSchema.parse(buildBooking({ firstName: "Nila" })), {
      rateLimit: { key: "booking:127.0.0.1", windowMs: 3_600_000, limit: 10 },
      mail: { staffAlertTo: ["desk@innerlight.example"], messageIdDomain: "innerlight.example", ackCap: 3, ackDomainCap: 200 },
    });
    expect(accepted.accepted && accepted.booking).toMatchObject({ firstName: "Nila", status: "pending", suspect: null });
    expect(accepted.accepted && (await storage.mailForBooking(accepted.booking.id))).toHaveLength(2);
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
    const storage = createStorage(current.db);
    const summary = await storage.bookingSummary();
    expect(summary.views).toMatchObject({ "needs-reply": 2, overdue: 2, all: 3 });
    expect((await storage.listBookings({ view: "needs-reply", limit: 10 })).items.map((b) => b.firstName)).toEqual(["Asha 0", "Asha 2"]);
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
    const storage = createStorage(current.db);
    const [first] = (await storage.listBookings({ limit: 10, q: "Priya 0" })).items;
    expect(first.relatedCount).toBe(1);
    expect((await storage.relatedBookings(first.id)).map((r) => r.reference)).toHaveLength(1);
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
    const storage = createStorage(current.db);
    expect(await storage.getUserByUsername("ravi")).toMatchObject({ email: "Ravi@InnerLight.example", pendingEmail: null, emailTokenHash: null });
    const mail = rows<{ unverified: boolean; raw_size: number | null }>(await current.db.execute(sql`select unverified, raw_size from mail_messages`));
    expect(mail).toEqual([{ unverified: false, raw_size: null }]);
    expect((await storage.listUnmatchedMail(10)).items).toEqual([expect.objectContaining({ subject: "Hello", unreadable: null })]);
    await current.close();
  }, 120_000);
});
