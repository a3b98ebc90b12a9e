import { describe, expect, it } from "vitest";
import { waitFor } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { useSmtpMailAppAt } from "../../support/mail-app";
import { acceptedBooking } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("a money e-mail's words on the timeline on %s", (kind) => {
  const { smtp, t, staff } = useSmtpMailAppAt(kind, new Date("2027-03-01T06:00:00Z"));

  it("when the worker sends a receipt, then the timeline's entry for it holds the words the visitor read; other e-mails carry none", async () => {
    const { booking } = await acceptedBooking(t, { firstName: "Kavya", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    await staff.post(apiPaths.bookingPayments.href(booking.id)).send({ amount: 30_000, receivedOn: "2027-02-21", method: "upi", reference: "UPI-TEXT-1" }).expect(201);
    t.worker.wake();
    await waitFor("the receipt", () => smtp.received.some((m) => m.subject?.includes(booking.reference)));
    const received = smtp.received.find((m) => m.subject?.includes(booking.reference))!;
    const timeline = (await staff.get(apiPaths.bookingActivities.href(booking.id)).expect(200)).body as { kind: string; mailKind?: string; text?: string }[];
    const entry = timeline.find((e) => e.kind === "mail" && e.mailKind === "payment-receipt");
    expect(entry?.text?.replace(/\r\n/g, "\n").trim()).toBe(received.text?.replace(/\r\n/g, "\n").trim());
    expect(entry?.text).toContain("Amount: ₹30,000");
    expect(timeline.filter((e) => e.kind === "mail" && e.mailKind !== "payment-receipt").every((e) => e.text === undefined)).toBe(true);
  });
});
