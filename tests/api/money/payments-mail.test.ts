import { describe, expect, it } from "vitest";
import { waitFor } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { useSmtpMailAppAt } from "../../support/mail-app";
import { acceptedBooking } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("the visitor's money e-mails through a real SMTP server on %s", (kind) => {
  const { smtp, t, staff } = useSmtpMailAppAt(kind, new Date("2027-03-01T06:00:00Z"));

  it("when a payment is recorded, a reminder falls due and the booking is cancelled, then the visitor reads the receipt, the reminder and the settlement", async () => {
    const { booking } = await acceptedBooking(t, { firstName: "Meera", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    const mailFor = () => smtp.received.filter((m) => m.subject?.includes(booking.reference));
    await staff.post(apiPaths.bookingPayments.href(booking.id)).send({ amount: 30_000, receivedOn: "2027-02-21", method: "upi", reference: "UPI-1" }).expect(201);
    t.worker.wake();
    await waitFor("the receipt", () => mailFor().length === 1);
    const receipt = mailFor()[0];
    expect(receipt.subject).toBe(`Payment received: ₹30,000 for booking ${booking.reference}`);
    for (const line of ["Dear Meera,", "Amount: ₹30,000", "Method: UPI", "Received on: 21 February 2027", "Paid so far: ₹30,000", "Balance: ₹70,000", "Next due: ₹40,000 by 2 May 2027 (Second payment)."]) {
      expect(receipt.text).toContain(line);
    }
    expect(receipt.html).toContain("₹70,000");

    await t.storage.money.queuePaymentReminders("2027-04-25", "Asia/Kolkata", "innerlight.test");
    t.worker.wake();
    await waitFor("the reminder", () => mailFor().length === 2);
    const reminder = mailFor()[1];
    expect(reminder.subject).toBe(`Payment due on 2 May 2027: ₹40,000 for booking ${booking.reference}`);
    expect(reminder.text).toContain("Second payment, due 2 May 2027: ₹40,000 (upcoming)");

    await staff.post(apiPaths.bookingCancellation.href(booking.id)).send({ reason: "medical", settlement: "refund" }).expect(200);
    await waitFor("the settlement", () => mailFor().length === 3);
    const settlement = mailFor()[2];
    expect(settlement.subject).toBe(`Booking ${booking.reference} cancelled: your settlement`);
    for (const line of ["Paid: ₹30,000", "Refund: ₹27,000 (90 %)", "Paid to you by: 22 March 2027"]) expect(settlement.text).toContain(line);
  });
});
