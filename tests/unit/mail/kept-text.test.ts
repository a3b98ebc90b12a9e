import { describe, expect, it } from "vitest";
import { keptMailText } from "../../../server/mail/kept-text";

describe("an e-mail's words as the desk keeps them", () => {
  it("cuts the trip link and any token in a link at the token, and keeps every other word", () => {
    const sent = [
      "See it and accept it on your trip page: https://innerlight.example/trip/Ab3_-9xYz0Ab3_-9xYz0Ab3_-9xYz0Ab",
      "Confirm: https://innerlight.example/admin/confirm-email?token=f00dfeedf00dfeed&x=1",
      "Pay by UPI: upi://pay?pa=innerlight%40okaxis&am=30000",
    ].join("\n");
    expect(keptMailText(sent)).toBe(
      [
        "See it and accept it on your trip page: https://innerlight.example/trip/[link not kept]",
        "Confirm: https://innerlight.example/admin/confirm-email?token=[link not kept]&x=1",
        "Pay by UPI: upi://pay?pa=innerlight%40okaxis&am=30000",
      ].join("\n"),
    );
  });

  it("leaves words without a link as they are", () => {
    expect(keptMailText("Total: ₹80,000, valid until 8 March 2027")).toBe("Total: ₹80,000, valid until 8 March 2027");
  });
});
