import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/mail";
import { departures } from "@shared/schema/departures";
import { describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { waitFor, addressesOf } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { useSmtpMailApp } from "../../support/mail-app";
import { apiPaths } from "@shared/api-paths";


describe.each(DB_KINDS)("what the acknowledgement says about the enquiry, through a real SMTP server on %s", (kind) => {
  const { smtp, t } = useSmtpMailApp(kind);
  const post = (body: Record<string, unknown>) => request(t.app).post(apiPaths.enquiries.href()).send(body);
  const ackFor = async (reference: string, email: string) => {
    await waitFor(`the acknowledgement of ${reference}`, () =>
      smtp.received.some((m) => m.subject?.includes(reference) && addressesOf(m.to).includes(email.toLowerCase())),
    );
    return smtp.received.find((m) => m.subject?.includes(reference) && addressesOf(m.to).includes(email.toLowerCase()))!;
  };

  it("when the enquiry names our programme, date and group size, then the acknowledgement lists them", async () => {
    const input = buildBooking({ sourceProgramme: "Soul & Identity Retreat", preferredDates: "January 15, 2027", groupSize: 2 });
    const res = await post(input);
    expect(res.status).toBe(201);
    const ack = await ackFor(res.body.reference, String(input.email));
    expect(ack.text).toContain("Programme: Soul & Identity Retreat");
    expect(ack.text).toContain("Preferred dates: January 15, 2027");
    expect(ack.text).toContain("Group size: 2 People");
    expect(ack.html).toContain("Soul &#38; Identity Retreat");
    expect(ack.text).not.toContain("earlier enquiry");
  });

  it("when the enquiry is for a departure, then the acknowledgement names its dates, and its place in line when it waits", async () => {
    const [d] = await t.db.database.db
      .insert(departures)
      .values({ programme: "Just Me Time", startDate: "2099-05-10", endDate: "2099-05-15", pricePerPerson: 58_000, places: 2, createdBy: "test" })
      .returning({ id: departures.id });
    const fits = buildBooking({ departureId: d.id, groupSize: 2, preferredDates: "March 3, 2099" });
    const fitsAck = await ackFor((await post(fits)).body.reference, String(fits.email));
    expect(fitsAck.text).toContain("Departure: 10–15 May 2099");
    expect(fitsAck.text).not.toContain("March 3, 2099");
    expect(fitsAck.text).not.toContain("Waiting list");
    const waits = buildBooking({ departureId: d.id, groupSize: 3, email: "waits@example.com" });
    const res = await post(waits);
    expect(res.body).toMatchObject({ waitlisted: true, waitlistPosition: 1 });
    const waitsAck = await ackFor(res.body.reference, "waits@example.com");
    expect(waitsAck.text).toContain("Departure: 10–15 May 2099");
    expect(waitsAck.text).toContain("Waiting list: number 1 in line");
  });

  it("when the programme and date are free text, then neither is printed, and the group size still is", async () => {
    const input = buildBooking({ sourceProgramme: "Click http://evil.test now", preferredDates: "whenever suits, see http://evil.test", groupSize: 6 });
    const res = await post(input);
    const ack = await ackFor(res.body.reference, String(input.email));
    expect(ack.text).not.toContain("evil.test");
    expect(ack.html).not.toContain("evil.test");
    expect(ack.text).not.toContain("Programme:");
    expect(ack.text).not.toContain("Preferred dates:");
    expect(ack.text).toContain("Group size: 6+ People");
  });

  it("when the same address enquires again, then the later acknowledgements name the first one's reference", async () => {
    const email = `Returning.${kind}@example.com`;
    const first = await post(buildBooking({ email }));
    const second = await post(buildBooking({ email: email.toLowerCase() }));
    const third = await post(buildBooking({ email }));
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const ack1 = await ackFor(first.body.reference, email);
    const ack2 = await ackFor(second.body.reference, email);
    const ack3 = await ackFor(third.body.reference, email);
    expect(ack1.text).not.toContain("earlier enquiry");
    expect(ack2.text).toContain(`earlier enquiry ${first.body.reference}`);
    expect(ack2.html).toContain(`earlier enquiry ${first.body.reference}`);
    expect(ack3.text).toContain(`earlier enquiry ${first.body.reference}`);
  });

  it("when the earlier enquiry is more than 30 days old, then it is not named", async () => {
    const email = `Old.${kind}@example.com`;
    const old = await post(buildBooking({ email }));
    await waitFor("the old acknowledgement", async () => (await t.storage.mail.mailForBooking(old.body.id)).every((m) => m.status === "sent"));
    await t.db.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`${mailOutbox.createdAt} - interval '31 days'` })
      .where(eq(mailOutbox.bookingId, Number(old.body.id)));
    const fresh = await post(buildBooking({ email }));
    const ack = await ackFor(fresh.body.reference, email);
    expect(ack.text).not.toContain("earlier enquiry");
  });
});
