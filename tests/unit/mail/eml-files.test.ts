import { describe, expect, it } from "vitest";
import { emlFileName, isBookingEml } from "../../../server/mail/eml-files";

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
});
