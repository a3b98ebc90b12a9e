import { describe, expect, it } from "vitest";
import { openEventStream, signIn, type EventStream } from "../../support/event-stream";
import { enquiry, postEnquiry, useServersOnFreshPostgres } from "../../support/server-process";
import { apiPaths } from "@shared/api-paths";

const STAFF = { ADMIN_USERNAME: "ending-staff", ADMIN_PASSWORD: "ending-staff-password" };

/** Real server processes on one PostgreSQL database: a session ended on one closes streams on the other. */
describe("event streams when their session ends on another server process", () => {
  const two = useServersOnFreshPostgres(2, STAFF);

  const closedWithin = (s: EventStream, ms: number) => Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

  it("when the session signs out on the second process, then its stream on the first closes within a second; another session's stays", async () => {
    const cookie = await signIn(two.servers[0].url, STAFF.ADMIN_USERNAME, STAFF.ADMIN_PASSWORD);
    const other = await signIn(two.servers[0].url, STAFF.ADMIN_USERNAME, STAFF.ADMIN_PASSWORD);
    const desk = await openEventStream(two.servers[0].url, cookie);
    const otherDesk = await openEventStream(two.servers[0].url, other);
    two.opened.push(desk, otherDesk);
    expect(desk.status).toBe(200);
    const out = await fetch(`${two.servers[1].url}${apiPaths.logout.href()}`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(204);
    expect(await closedWithin(desk, 1_000)).toBe(true);
    // The other session's stream still carries what follows: an enquiry made on the second process after the close.
    const later = await postEnquiry(two.servers[1].url, enquiry(1));
    expect(later.status).toBe(201);
    expect(await otherDesk.nextBooking(5_000)).toBe(later.body!.id);
  });
});
