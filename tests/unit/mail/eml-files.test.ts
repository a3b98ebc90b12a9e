import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deleteBookingEml, emlFileName, isBookingEml, writeManyList } from "../../../server/mail/eml-files";

describe("the .eml files of the mail folder", () => {
  const at = new Date("2026-11-25T10:15:30.123Z");

  it("are named by time and Message-ID, without characters a file system dislikes", () => {
    expect(emlFileName("<booking-12-acknowledgement.K7M3Q9X2@innerlight.test>", at)).toBe(
      "2026-11-25T10-15-30-123Z-booking-12-acknowledgement.K7M3Q9X2_innerlight.test.eml",
    );
  });

  it("are found by booking, and booking 1 is not booking 12", () => {
    const twelve = emlFileName("<booking-12-staff-alert.K7M3Q9X2@innerlight.test>", at);
    expect(isBookingEml(twelve, 12)).toBe(true);
    expect(isBookingEml(twelve, 1)).toBe(false);
    expect(isBookingEml(twelve, 2)).toBe(false);
    expect(isBookingEml(`.${twelve}.tmp`, 12)).toBe(false);
    expect(isBookingEml(emlFileName("<sign-in-alert-12-1795000000000-ab12cd34@innerlight.test>", at), 12)).toBe(false);
  });

  it("carry the bookings a message is about, whatever its Message-ID: a reply, a digest naming several", () => {
    const reply = emlFileName("<reply-0f8e.K7M3Q9X2@innerlight.test>", at, [12]);
    expect(reply).toBe("2026-11-25T10-15-30-123Z-booking-12-reply-0f8e.K7M3Q9X2_innerlight.test.eml");
    const digest = emlFileName("<digest-3-2026-11-25-ab12@innerlight.test>", at, [40, 12, 15]);
    expect(digest).toContain("-bookings-12.15.40-digest-3");
    expect([12, 15, 40].map((id) => isBookingEml(digest, id))).toEqual([true, true, true]);
    expect([1, 4, 41].map((id) => isBookingEml(digest, id))).toEqual([false, false, false]);
    // A reply of an earlier release, named by its Message-ID alone, is found by the reference.
    const old = emlFileName("<reply-0f8e.K7M3Q9X2@innerlight.test>", at);
    expect(isBookingEml(old, { id: 12, reference: "K7M3Q9X2" })).toBe(true);
    expect(isBookingEml(old, { id: 12, reference: "K7M3Q9X3" })).toBe(false);
  });

  it("when a digest names more bookings than fit a name, then its list beside it decides, and erasure deletes only the digests naming the booking", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-eml-"));
    const many = Array.from({ length: 60 }, (_, i) => 1000 + i);
    const names = [
      emlFileName("<digest-1@x.test>", at, many),
      emlFileName("<digest-2@x.test>", at, many.map((n) => n + 100)),
      emlFileName("<booking-7-acknowledgement.ABCDEFGH@x.test>", at, [7]),
    ];
    expect(names[0]).toContain("-bookings-many-");
    for (const [i, name] of names.entries()) {
      fs.writeFileSync(path.join(dir, name), "mail");
      await writeManyList(dir, name, { bookingIds: i === 1 ? many.map((n) => n + 100) : many });
    }
    expect(await deleteBookingEml(dir, [{ id: 1030, reference: "ZZZZZZZZ" }])).toBe(1);
    expect(fs.readdirSync(dir).filter((n) => n.endsWith(".eml")).sort()).toEqual([names[2], names[1]].sort());
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
