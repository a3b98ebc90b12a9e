import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { waitFor, type TestSmtp } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { startSmtpMailApp, stopSmtpMailApp, type MailTestApp } from "../../support/mail-app";
import { addStaff, signedIn } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

/** A staff e-mail is someone's only once they open the link sent to it; never a colleague's or a visitor's. */
describe.each(DB_KINDS)("a staff member's e-mail on %s", (kind) => {
  let smtp: TestSmtp;
  let t: MailTestApp;
  let admin: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    ({ smtp, t, staff: admin } = await startSmtpMailApp(kind));
  });
  afterAll(() => stopSmtpMailApp(t, smtp));

  const linkSentTo = async (address: string) => {
    await waitFor(`the link to ${address}`, () => smtp.received.some((m) => m.text?.includes(apiPaths.emailConfirmation.href("")) && JSON.stringify(m.to).includes(address)));
    const mail = smtp.received.filter((m) => JSON.stringify(m.to).includes(address)).pop()!;
    return new URL(/https?:\/\/\S+email-confirmation\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")![0]);
  };

  it("when an agent changes their e-mail, then the old one stays until the link sent to the new one is opened and confirmed, once", async () => {
    const nila = await addStaff(t, "nila", { email: "nila@innerlight.test" });
    const session = await signedIn(t, nila);
    const res = await session.patch(apiPaths.me.href()).send({ email: "Nila.Home@mailbox.example" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: "nila@innerlight.test", pendingEmail: "Nila.Home@mailbox.example" });
    const link = await linkSentTo("Nila.Home@mailbox.example");
    expect((await t.storage.users.getUser(nila.id))?.email).toBe("nila@innerlight.test");

    const page = await request(t.app).get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Nila.Home@mailbox.example");
    // Opening the page alone confirms nothing (mail scanners open links).
    expect((await t.storage.users.getUser(nila.id))?.email).toBe("nila@innerlight.test");
    await request(t.app).post(`${link.pathname}${link.search}`).expect(200);
    expect((await session.get(apiPaths.me.href())).body).toMatchObject({ email: "Nila.Home@mailbox.example", pendingEmail: null });
    expect((await request(t.app).post(`${link.pathname}${link.search}`)).status).toBe(404);
    expect((await request(t.app).get(apiPaths.emailConfirmation.href("not-a-token"))).status).toBe(400);
  });

  it("when an e-mail is a colleague's in another case, or a booking's, then 409 says so and nothing changes", async () => {
    await addStaff(t, "omar", { email: "omar@innerlight.test" });
    const visitor = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: `guest.${kind}@visitor.example` }))).body as { email: string };
    const pax = await addStaff(t, "pax", { name: "Pax", email: "pax@innerlight.test" });
    const session = await signedIn(t, pax);
    for (const email of ["OMAR@innerlight.test", visitor.email.toUpperCase()]) {
      const res = await session.patch(apiPaths.me.href()).send({ name: "Changed", email });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/another staff member's|a visitor's on a booking/);
      const admins = await admin.patch(apiPaths.user.href(pax.id)).send({ email });
      expect(admins.status).toBe(409);
    }
    expect((await admin.post(apiPaths.users.href()).send({ username: "quill", role: "agent", password: "saffron kites over the bay", email: "omar@INNERLIGHT.test" })).status).toBe(409);
    expect(await t.storage.users.getUserByUsername("quill")).toBeUndefined();
    expect(await t.storage.users.getUser(pax.id)).toMatchObject({ name: "Pax", email: "pax@innerlight.test", pendingEmail: null });
  });
});
