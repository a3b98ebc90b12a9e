import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { openDatabase } from "../../../server/db";
import { createStorage } from "../../../server/storage";
import { buildBooking } from "../../support/factories";
import { installRoutines } from "../../../server/storage/routines";
import { systemClock } from "../../../server/core/clock";

describe("the embedded database", () => {
  it("when the server restarts on the same PGLITE_DIR, then enquiries, users and settings are still there", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-pglite-"));
    const first = await openDatabase({ pgliteDir: dir, afterMigrations: installRoutines });
    const s1 = createStorage(first.db, systemClock);
    const accepted = await s1.bookings.acceptEnquiry(insertBookingSchema.parse(buildBooking()), {
      rateLimit: { key: "booking:127.0.0.1", windowMs: 3_600_000, limit: 10 },
      mail: { staffAlertTo: ["desk@innerlight.example"], messageIdDomain: "innerlight.example", ackCap: 3, ackDomainCap: 200 },
    });
    if (!accepted.accepted) throw new Error("the enquiry was refused");
    const booking = accepted.booking;
    await s1.users.createUser("keeper", "hash");
    const secret = await s1.settings.ensureSetting("session_secret", () => "first-secret");
    await first.close();

    // Opening again also re-runs the migrations, which must be a no-op.
    const second = await openDatabase({ pgliteDir: dir, afterMigrations: installRoutines });
    const s2 = createStorage(second.db, systemClock);
    expect(await s2.bookings.getBooking(booking.id)).toEqual(booking);
    expect((await s2.users.getUserByUsername("keeper"))?.password).toBe("hash");
    expect(await s2.settings.ensureSetting("session_secret", () => "second-secret")).toBe(secret);
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
