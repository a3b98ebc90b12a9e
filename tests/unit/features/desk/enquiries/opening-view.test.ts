import { openingView } from "@/features/desk/enquiries/opening-view";
import { mailtoHref, telHref } from "@/features/desk/enquiries/contact-href";

describe("the view the desk opens on", () => {
  it("waits for the counts, then opens on Needs reply while it holds anything, else All", () => {
    expect(openingView({ done: false })).toBeUndefined();
    expect(openingView({ done: false, needsReply: 3 })).toBeUndefined();
    expect(openingView({ done: true, needsReply: 3 })).toBe("needs-reply");
    expect(openingView({ done: true, needsReply: 0 })).toBe("all");
  });

  it("opens on All when the counts failed or came without views", () => {
    expect(openingView({ done: true })).toBe("all");
  });

  it("opens on All at once for a link to a booking, whatever needs a reply", () => {
    expect(openingView({ done: false, opensBooking: true })).toBe("all");
    expect(openingView({ done: true, needsReply: 3, opensBooking: true })).toBe("all");
    expect(openingView({ done: true, needsReply: 3, opensBooking: false })).toBe("needs-reply");
  });
});

describe("the contact links", () => {
  it("writes to the e-mail and calls the E.164 number when there is one, else the digits as typed", () => {
    expect(mailtoHref("meera@example.com")).toBe("mailto:meera@example.com");
    expect(telHref("+91 98765 43210", "+919876543210")).toBe("tel:+919876543210");
    expect(telHref("098765-43210", "+919876543210")).toBe("tel:+919876543210");
    expect(telHref("+91 (98765) 43210", null)).toBe("tel:+919876543210");
  });
});
