import { describe, expect, it } from "vitest";
import { useDeskProcesses } from "../../support/desk-processes";
import { moreRounds, waitForServers } from "../../support/desk-rounds";
import type { RunningServer } from "../../support/server-process";
import { zonedTime } from "@shared/desk-clock";
import { todayIn } from "@shared/money";
import { apiPaths } from "@shared/api-paths";

const ZONE = "Asia/Kolkata";
const PUBLIC_URL = "https://desk.innerlight.test";
const STAFF = { ADMIN_USERNAME: "asha", ADMIN_PASSWORD: "a-long-password-for-the-desk" };
const ROUNDS = 4;
const PER_ROUND = 50;
const OFFER_HOURS = 1;

type Call = (path: string, method: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

/** Requests to one server with the site's Origin; staff's are signed in, as the desk is. */
async function caller(url: string, signIn: boolean): Promise<Call> {
  let cookie = "";
  if (signIn) {
    const res = await fetch(`${url}${apiPaths.login.href()}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL },
      body: JSON.stringify({ username: STAFF.ADMIN_USERNAME, password: STAFF.ADMIN_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  }
  return async (path, method, body) => {
    const res = await fetch(`${url}${path}`, { method, headers: { "content-type": "application/json", origin: PUBLIC_URL, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: /^[[{]/.test(text) ? JSON.parse(text) : undefined };
  };
}

/** A small fixed-seed generator, so a failing mix can be run again as it was. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return { next, pick: <T>(list: T[]): T | undefined => (list.length ? list[Math.floor(next() * list.length)] : undefined) };
}

/**
 * Each departure's places taken and held, and its private rooms taken and held, as the product counts
 * them (server/storage/departures/held-sql.ts), read in one statement, so one sample is one moment.
 */
const COUNTS = `
  with taken as (select b.departure_id as id, sum(q.travellers) as places, sum(q.private_rooms) as rooms from bookings b
      join quotes q on q.booking_id = b.id and q.state = 'accepted' where b.status <> 'cancelled' and b.departure_id is not null group by 1),
    quoted as (select q.departure_id as id, sum(q.travellers) as places, sum(q.private_rooms) as rooms from quotes q join bookings b on b.id = q.booking_id
      where q.state = 'open' and q.valid_until >= $1::date and b.departure_id = q.departure_id and b.status <> 'cancelled' and b.waitlisted_at is null group by 1),
    offered as (select o.departure_id as id, sum(o.travellers) as places from waitlist_offers o join bookings b on b.id = o.booking_id
      where o.ended_at is null and b.departure_id = o.departure_id and b.status <> 'cancelled' and b.waitlisted_at is not null group by 1)
  select d.id, d.places, d.private_rooms as "privateRooms", coalesce(t.places, 0)::int as taken,
    (coalesce(q.places, 0) + coalesce(o.places, 0))::int as held, (coalesce(t.rooms, 0) + coalesce(q.rooms, 0))::int as rooms
  from departures d left join taken t on t.id = d.id left join quoted q on q.id = d.id left join offered o on o.id = d.id order by d.id`;

interface Counts {
  id: number;
  places: number;
  privateRooms: number;
  taken: number;
  held: number;
  rooms: number;
}

/**
 * Two production servers on one PostgreSQL database take mixed changes of places on three
 * departures of one programme, fifty at once per round: acceptances, cancellations, moves, more
 * places, closes and reopens, quotes sent, offers lapsing on the desk's clock, skips and extensions.
 * A monitor samples every departure throughout.
 */
describe("places held fairly with two server processes", () => {
  const desk = useDeskProcesses(ZONE, () => zonedTime("2027-03-01", "10:00", ZONE));
  let servers: RunningServer[] = [];

  it("when fifty mixed changes race in each round, then no answer is a 500, no departure holds more than its places or rooms, each offer is e-mailed once and the lines stay in order", async () => {
    const first = await desk.start({ ...STAFF, WAITLIST_OFFER_HOURS: String(OFFER_HOURS) });
    await first.stop();
    const departures = (
      await desk.client.query(
        `insert into departures (programme, start_date, end_date, price_per_person, places, private_rooms, private_room_supplement, created_by)
         values ('Just Me Time', '2027-05-10', '2027-05-15', 50000, 6, 2, 12000, 'staff'), ('Just Me Time', '2027-05-20', '2027-05-25', 50000, 5, 1, 12000, 'staff'),
           ('Just Me Time', '2027-06-01', '2027-06-06', 50000, 8, 0, 0, 'staff') returning id`,
      )
    ).rows.map((r) => Number(r.id));
    // Sixty enquiries of one to three travellers on the three departures; every fifth waits in line.
    const bookingIds = (
      await desk.client.query(
        `insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, departure_id, source_programme, waitlisted_at, waitlist_travellers)
         select 'Guest' || i, 'Fault', 'guest' || i || '@example.com', '+91 98' || lpad(i::text, 8, '0'), 'India', 'retreat', 'Women Retreats', 1 + i % 3, 'pending',
           ($1::int[])[1 + i % 3], 'Just Me Time', case when i % 5 = 0 then now() - make_interval(mins => 100 - i) end, case when i % 5 = 0 then 1 + i % 3 end
         from generate_series(1, 60) i returning id`,
        [departures],
      )
    ).rows.map((r) => Number(r.id));

    const env = { ...STAFF, WAITLIST_OFFER_HOURS: String(OFFER_HOURS) };
    servers = await Promise.all([desk.start(env), desk.start(env)]);
    const staff = await Promise.all(servers.map((s) => caller(s.url, true)));
    const visitor = await Promise.all(servers.map((s) => caller(s.url, false)));

    // The monitor: every departure sampled as often as it can be until the rounds are over.
    const breaches: string[] = [];
    let samples = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await desk.client.query<Counts>(COUNTS, [todayIn(ZONE, desk.clock.now())]);
        samples++;
        for (const d of rows) {
          if (d.taken + d.held > d.places) breaches.push(`departure ${d.id}: ${d.taken} taken + ${d.held} held > ${d.places} places`);
          if (d.rooms > d.privateRooms) breaches.push(`departure ${d.id}: ${d.rooms} rooms taken and held > ${d.privateRooms}`);
        }
      }
    })();

    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const tokens = new Map<number, { token: string; quoteId: number }>();
    const rnd = random(57);
    const sendQuote = async (n: number, bookingId: number) => {
      const departureId = rnd.pick(departures)!;
      const travellers = 1 + Math.floor(rnd.next() * 3);
      const privateRooms = departureId === departures[2] ? 0 : Math.floor(rnd.next() * 2);
      const res = await staff[n % 2](apiPaths.bookingQuotes.href(bookingId), "POST", { departureId, travellers, privateRooms });
      if (res.status === 201) {
        const quote = res.body as { id: number; tripUrl: string };
        tokens.set(bookingId, { token: quote.tripUrl.slice(quote.tripUrl.lastIndexOf("/") + 1), quoteId: quote.id });
      }
      return res.status;
    };

    // Quotes for half the bookings first, so the first round has acceptances to race.
    for (const [n, id] of bookingIds.entries()) if (n % 2 === 0) count(await sendQuote(n, id));

    for (let round = 0; round < ROUNDS; round++) {
      const state = await desk.client.query<{ id: number; status: string; accepted: boolean; offered: boolean }>(
        `select b.id, b.status, exists (select 1 from quotes q where q.booking_id = b.id and q.state = 'accepted') as accepted,
           exists (select 1 from waitlist_offers o where o.booking_id = b.id and o.ended_at is null) as offered
         from bookings b order by b.id`,
      );
      const live = state.rows.filter((b) => b.status !== "cancelled");
      const acceptedIds = live.filter((b) => b.accepted).map((b) => b.id);
      const offeredIds = live.filter((b) => b.offered).map((b) => b.id);
      const quotable = live.filter((b) => !b.accepted).map((b) => b.id);
      const places = (await desk.client.query<{ id: number; places: number; status: string }>("select id, places, status from departures order by id")).rows;
      const requests: (() => Promise<number>)[] = [];
      for (let n = 0; n < PER_ROUND; n++) {
        const on = n % 2;
        const kind = rnd.next();
        if (kind < 0.3) {
          const id = rnd.pick([...tokens.keys()]);
          const t = id === undefined ? undefined : tokens.get(id)!;
          if (t) requests.push(async () => (await visitor[on](apiPaths.tripAccept.href(t.token), "POST", { quoteId: t.quoteId })).status);
        } else if (kind < 0.5) {
          const id = rnd.pick(quotable);
          if (id !== undefined) requests.push(() => sendQuote(n, id));
        } else if (kind < 0.6) {
          const id = rnd.pick(acceptedIds);
          if (id !== undefined) requests.push(async () => (await staff[on](apiPaths.bookingCancellation.href(id), "POST", { reason: "visitor", settlement: "refund" })).status);
        } else if (kind < 0.7) {
          const id = rnd.pick(acceptedIds);
          const to = rnd.pick(departures)!;
          if (id !== undefined) requests.push(async () => (await staff[on](apiPaths.bookingDateChange.href(id), "POST", { departureId: to })).status);
        } else if (kind < 0.8) {
          const d = rnd.pick(places)!;
          requests.push(async () => (await staff[on](apiPaths.adminDeparture.href(d.id), "PATCH", { places: d.places + 1 })).status);
        } else if (kind < 0.85) {
          const d = rnd.pick(places)!;
          requests.push(async () => (await staff[on](apiPaths.adminDeparture.href(d.id), "PATCH", { status: d.status === "open" ? "closed" : "open" })).status);
        } else {
          const id = rnd.pick(offeredIds) ?? rnd.pick(live.map((b) => b.id))!;
          const action = rnd.next() < 0.7 ? "skip" : "extend";
          requests.push(async () => (await staff[on](apiPaths.bookingOffer.href(id), "POST", { action })).status);
        }
      }
      // Half the rounds move the desk's clock past every open offer's end while the requests run.
      const lapse = round % 2 === 1 ? new Promise<void>((resolve) => setTimeout(() => resolve(desk.clock.advance((OFFER_HOURS * 60 + 1) * 60_000)), 50)) : Promise.resolve();
      const answered = await Promise.all([...requests.map((r) => r()), lapse.then(() => 0)]);
      answered.filter((s) => s !== 0).forEach(count);
      await moreRounds(servers);

      // Each departure's line, as the desk lists it, is numbered 1, 2, 3… in order.
      for (const d of departures) {
        const res = await staff[round % 2](apiPaths.departureBookings.href(d), "GET");
        expect(res.status).toBe(200);
        const waiting = (res.body as { stage: string; waitlistPosition: number | null }[]).filter((b) => b.stage === "waiting");
        expect(waiting.map((b) => b.waitlistPosition)).toEqual(waiting.map((_, i) => i + 1));
      }
    }
    sampling = false;
    await sampler;

    // Every offer's one e-mail has gone out (or was dropped once its offer ended) before counting.
    await waitForServers("the outbox to settle", servers, async () => Number((await desk.client.query("select count(*) from mail_outbox where status in ('queued', 'sending')")).rows[0].count) === 0, 60_000, 200);
    const offers = (await desk.client.query("select id from waitlist_offers")).rows.map((r) => Number(r.id));
    const mails = (await desk.client.query<{ offer: string; status: string; message_id: string }>("select data->>'offerId' as offer, status, message_id from mail_outbox where kind = 'place-free'")).rows;
    const perOffer = new Map<number, number>();
    for (const m of mails) perOffer.set(Number(m.offer), (perOffer.get(Number(m.offer)) ?? 0) + 1);
    const sentIds = new Set(mails.filter((m) => m.status === "sent").map((m) => m.message_id));
    // What the mail server took of them, duplicates included: each sent once, none twice.
    const placeFree = new Set(mails.map((m) => m.message_id));
    const received = desk.smtp.messageIds.filter((id) => placeFree.has(id));

    console.log(
      `places held, two processes: ${[...statuses].sort().map(([s, n]) => `${n}×${s}`).join(", ")}; ${samples} samples; ${offers.length} offers, ` +
        `${mails.length} queued, ${sentIds.size} sent, ${received.length} received`,
    );
    const errors = servers.flatMap((s) => s.output().split("\n").filter((l) => l.includes('"level":50')));
    if (errors.length > 0) console.log(errors.slice(0, 5).join("\n"));
    expect([...statuses.keys()].filter((s) => ![200, 201, 400, 409].includes(s))).toEqual([]);
    expect(breaches.slice(0, 5)).toEqual([]);
    expect(samples).toBeGreaterThan(ROUNDS);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.filter((id) => perOffer.get(id) !== 1)).toEqual([]);
    expect(received.sort()).toEqual([...sentIds].sort());
  }, 600_000);
});
