import request from "supertest";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { bookings } from "@shared/schema/bookings";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

interface SiteDeparture {
  id: number;
  programme: string;
}

/*
 * A draft is the desk's only (docs/http-api.md, programmes) and an archived programme has left the site:
 * their departures are not on the site, whatever their own status, and the desk keeps them
 * (docs/decisions/departures-on-the-site.md).
 */
describe.each(DB_KINDS)("departures of a programme that is not published on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000 });
  const site = () => request(app.t.app);

  let drafts = 0;
  const draftProgramme = async () => {
    drafts += 1;
    const title = `Kabini Quiet Week ${drafts}`;
    const created = await app.staff
      .post(apiPaths.adminProgrammes.href())
      .send({
        catalogue: "womens-retreats",
        title,
        summary: "Seven days by the Kabini river.",
        highlights: ["Coracle rides at dawn"],
        duration: "7 Days",
        image: "/art/lotus-pond.svg",
        card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.7 },
      })
      .expect(201);
    return created.body as { id: number; title: string; version: number; status: string };
  };
  const addDeparture = async (programmeId: number, startDate = "2027-05-10", endDate = "2027-05-15") =>
    (await app.staff.post(apiPaths.adminDepartures.href()).send({ programmeId, startDate, endDate, pricePerPerson: 58_000, places: 6 }).expect(201)).body as { id: number };
  const listed = async (programme?: string) => ((await site().get(apiPaths.departures.href(programme)).expect(200)).body as SiteDeparture[]).map((d) => d.id);
  const enquire = (body: object) => site().post(apiPaths.enquiries.href()).set("X-Forwarded-For", "198.51.100.9").send(fullEnquiry(body));
  const inDesk = async (id: number) => (await app.staff.get(apiPaths.adminDepartures.href()).expect(200)).body.find((d: { id: number }) => d.id === id);

  it("when a departure's programme is a draft, then the site lists none of it and answers its title as one nobody has, while the desk keeps it", async () => {
    const draft = await draftProgramme();
    const d = await addDeparture(draft.id);
    expect(draft.status).toBe("draft");

    expect(await listed()).not.toContain(d.id);
    const cards = (await site().get(apiPaths.departureCards.href()).expect(200)).body as Record<string, unknown>;
    expect(Object.keys(cards)).not.toContain(draft.title);
    const byDraftTitle = await site().get(apiPaths.departures.href(draft.title));
    const byNobodysTitle = await site().get(apiPaths.departures.href("Moon Walk Retreat"));
    expect(byNobodysTitle.status).toBe(400);
    expect({ status: byDraftTitle.status, body: byDraftTitle.body }).toEqual({ status: byNobodysTitle.status, body: byNobodysTitle.body });
    // A draft with no departures says no more about its title.
    const empty = await draftProgramme();
    expect((await site().get(apiPaths.departures.href(empty.title))).status).toBe(400);

    expect(await inDesk(d.id)).toMatchObject({ programmeId: draft.id, programme: draft.title, status: "open", left: 6 });
  });

  it("when a visitor enquires for a draft's departure, then the enquiry is stored without the departure, as one for a closed departure is", async () => {
    const draft = await draftProgramme();
    const d = await addDeparture(draft.id);
    const res = await enquire({ departureId: d.id, groupSize: 2, email: "draft-departure@example.com", preferredDates: "sometime in May" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ departureId: null, departureUnavailable: true, preferredDates: "sometime in May" });
    expect(res.body.waitlisted).toBeUndefined();
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, res.body.id));
    expect(row).toMatchObject({ email: "draft-departure@example.com", departureId: null, waitlistedAt: null });
    expect(await inDesk(d.id)).toMatchObject({ enquiries: 0, waiting: 0 });
  });

  it("when the draft is published, then its departures are on the site at the next read and an enquiry books them", async () => {
    const draft = await draftProgramme();
    const d = await addDeparture(draft.id);
    // The site has read the departures already: publishing must move what it keeps on.
    expect(await listed()).not.toContain(d.id);

    await app.staff.patch(apiPaths.adminProgramme.href(draft.id)).send({ version: draft.version, status: "published" }).expect(200);

    expect(await listed()).toContain(d.id);
    expect(await listed(draft.title)).toEqual([d.id]);
    const cards = (await site().get(apiPaths.departureCards.href()).expect(200)).body as Record<string, { id: number }[]>;
    expect(cards[draft.title]?.map((c) => c.id)).toEqual([d.id]);
    const res = await enquire({ departureId: d.id, groupSize: 2, email: "published-departure@example.com" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ departureId: d.id, preferredDates: "10–15 May 2027", sourceProgramme: draft.title });
    expect(res.body.departureUnavailable).toBeUndefined();
  });

  it("when a published programme goes back to draft, or is archived and a closed departure of it reopened, then the site no longer shows or books them", async () => {
    const unpublished = await draftProgramme();
    const back = (await app.staff.patch(apiPaths.adminProgramme.href(unpublished.id)).send({ version: unpublished.version, status: "published" }).expect(200)).body;
    const shown = await addDeparture(unpublished.id);
    expect(await listed()).toContain(shown.id);
    await app.staff.patch(apiPaths.adminProgramme.href(unpublished.id)).send({ version: back.version, status: "draft" }).expect(200);
    expect(await listed()).not.toContain(shown.id);

    const archiving = await draftProgramme();
    const live = (await app.staff.patch(apiPaths.adminProgramme.href(archiving.id)).send({ version: archiving.version, status: "published" }).expect(200)).body;
    const closed = await addDeparture(archiving.id, "2027-06-01", "2027-06-06");
    await app.staff.patch(apiPaths.adminDeparture.href(closed.id)).send({ status: "closed" }).expect(200);
    await app.staff.patch(apiPaths.adminProgramme.href(archiving.id)).send({ version: live.version, status: "archived" }).expect(200);
    await app.staff.patch(apiPaths.adminDeparture.href(closed.id)).send({ status: "open" }).expect(200);

    expect(await listed()).not.toContain(closed.id);
    // An archived programme was on the site: its title is known, with nothing to book.
    expect(await listed(archiving.title)).toEqual([]);
    const res = await enquire({ departureId: closed.id, groupSize: 1, email: "archived-departure@example.com" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ departureId: null, departureUnavailable: true });
    expect(await inDesk(closed.id)).toMatchObject({ status: "open", enquiries: 0 });
  });
});
