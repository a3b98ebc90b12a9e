import { describe, expect, it } from "vitest";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { type Booking } from "@shared/schema/bookings";
import { SITE } from "@shared/site";
import { renderReplyAlert } from "../../../server/mail/render-conversation";
import { deskLink, escapeHtml, STAFF_ALERT_FIELDS, renderAcknowledgement, renderStaffAlert, subjectFor } from "../../../server/mail/render";
import { oneLine } from "../../../shared/one-line";
import { composeMessage } from "../../../server/mail/compose";

function booking(over: Partial<Booking> = {}): Booking {
  const at = new Date("2026-11-22T10:15:00Z");
  return {
    id: 12, firstName: "Meera", lastName: "Raman", email: "meera@example.com", phone: "+91 98765 43210", country: "India",
    state: "Tamil Nadu", education: "master", occupation: "Architect", designation: null, tripType: "retreat",
    tripCategory: "Women's Signature Retreats", preferredDates: "December 5, 2026", groupSize: 2, specialRequests: "Vegetarian\nmeals",
    whyThisTrip: null, budgetRange: null, travelExperience: "first-time", status: "pending", reference: "K7M3Q9X2", assigneeId: null,
    firstResponseAt: null, dueAt: at, replyDueAt: at, suspect: null, sourcePath: "/womens-retreats", sourceProgramme: "Himalayan Pause",
    referrer: "https://search.example/", utmSource: "newsletter", utmMedium: "email", utmCampaign: "winter", erasedAt: null,
    phoneE164: "+919876543210", followUpAt: null, followUpNote: null, duplicateOfId: null, landingPath: "/", lastMessageAt: at,
    lastMessageDirection: "in", lastMessageSnippet: "Vegetarian meals", searchWords: null, paymentDueOn: null, refundDueBy: null, groupSizeAtLeast: false, departureId: null, waitlistedAt: null, waitlistTravellers: null, privateRoomsWished: null, createdAt: at, updatedAt: at, ...over,
  };
}

describe("the acknowledgement", () => {
  it("greets by first name and gives the category, the reference, the next 24 hours and every way to reach us", () => {
    const m = renderAcknowledgement(booking());
    expect(m.subject).toBe(`Your enquiry with ${SITE.name}: reference K7M3Q9X2`);
    expect(m.text).toMatch(/^Dear Meera,/);
    for (const s of ["Women's Signature Retreats", "K7M3Q9X2", "Within 24 hours", SITE.phoneDisplay, SITE.chatHref, SITE.email]) {
      expect(m.text).toContain(s);
    }
    expect(m.html).toContain("Women&#39;s Signature Retreats");
    expect(m.html).toContain(`href="${SITE.phoneHref}"`);
    expect(m.html).toContain(`href="mailto:${SITE.email}"`);
  });

  it("keeps a visitor's line breaks and markup out of the greeting and the HTML", () => {
    const m = renderAcknowledgement(booking({ firstName: "Eve\r\nBcc: x@evil.test<b>", tripCategory: "<script>x</script>" }));
    expect(m.text.split("\n")[0]).toBe("Hello,");
    expect(m.html).not.toMatch(/<script|<b>/);
    expect(m.text + m.html).not.toMatch(/script|evil/);
    expect(m.text).toContain("Thank you for your enquiry about Retreat.");
  });

  it("prints no words of a visitor's that are not a name or one of our categories", () => {
    const m = renderAcknowledgement(
      booking({
        firstName: "Claim your prize at https://evil.example/x",
        tripType: "international",
        tripCategory: "FREE GIFT CARD – confirm your bank details at https://evil.example/claim",
      }),
    );
    expect(m.text.split("\n")[0]).toBe("Hello,");
    expect(m.text).toContain("Thank you for your enquiry about International journey.");
    expect(m.text + m.html + m.subject).not.toMatch(/evil|prize|GIFT/i);
  });
});

describe("the staff alert", () => {
  it("lists every field the visitor sent, the lead source and a link to the booking in the desk", () => {
    const m = renderStaffAlert(booking(), deskLink("https://x.test/", 12));
    expect(m.subject).toBe("New enquiry K7M3Q9X2: Women's Signature Retreats");
    expect(m.text).toContain("https://x.test/admin/bookings?id=12");
    for (const s of ["First name: Meera", "Last name: Raman", "E-mail: meera@example.com", "Education: Master's degree", "Travel experience: First-time traveller", "Group size: 2", "Sent from page: /womens-retreats", "Programme: Himalayan Pause", "Referrer: https://search.example/", "Campaign source: newsletter", "Campaign medium: email", "Campaign name: winter"]) {
      expect(m.text).toContain(s);
    }
    // A second line of a value is indented, so it can't pass for another field.
    expect(m.text).toContain("Special requests: Vegetarian\n    meals");
    expect(m.text).not.toContain("Designation:");
    expect(m.html).toContain('href="https://x.test/admin/bookings?id=12"');
  });

  it("names a departure by its dates, with its number, and the private rooms wished for in words", () => {
    const m = renderStaffAlert(booking({ departureId: 7, preferredDates: "14–19 Mar 2027", privateRoomsWished: 1 }), deskLink("https://x.test/", 12));
    expect(m.text).toContain("Departure: 14–19 Mar 2027 (departure 7)");
    expect(m.text).toContain("Private room: 1 room of their own wished for");
    expect(m.text).not.toMatch(/^Departure: 7$/m);
    const none = renderStaffAlert(booking({ departureId: null, privateRoomsWished: 0 }), deskLink("https://x.test/", 12));
    expect(none.text).not.toMatch(/^(Departure|Private room):/m);
  });

  it("says when the enquiry arrived in the desk's time zone, with the zone named", () => {
    const at = new Date("2026-11-25T11:40:00Z");
    const m = renderStaffAlert(booking({ createdAt: at }), deskLink("https://x.test/", 12));
    expect(m.text).toContain("received 25 Nov 2026, 17:10 IST.");
    expect(m.html).toContain("received 25 Nov 2026, 17:10 IST.");
    expect(renderStaffAlert(booking({ createdAt: at }), "https://x.test/", "Europe/London").text).toContain("received 25 Nov 2026, 11:40 GMT.");
  });

  it("says when a visitor's reply arrived in the desk's time zone too", () => {
    const m = renderReplyAlert({ id: 12, reference: "K7M3Q9X2" }, { subject: "Re", text: "Yes", fromAddress: "meera@example.com", at: new Date("2026-11-25T11:40:00Z") }, "https://x.test/");
    expect(m.text).toContain("replied, received 25 Nov 2026, 17:10 IST.");
  });

  it("has a label for every field of the enquiry schema", () => {
    for (const key of Object.keys(insertBookingSchema.shape)) expect(STAFF_ALERT_FIELDS).toContain(key);
  });
});

describe("subjects", () => {
  it("carry a category only when it is one of ours, otherwise the trip type", () => {
    expect(subjectFor("staff-alert", { reference: "AB", tripType: "international", tripCategory: "Digital Nomad Journeys" })).toBe("New enquiry AB: Digital Nomad Journeys");
    expect(subjectFor("staff-alert", { reference: "AB", tripType: "international", tripCategory: "Free money\r\nBcc: x" })).toBe("New enquiry AB: International journey");
    expect(subjectFor("staff-alert", { reference: "AB", tripType: "retreat", tripCategory: "anything" })).toBe("New enquiry AB: Retreat");
  });
});

describe("text helpers", () => {
  it("escape the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;");
  });
  it("flatten control characters to single spaces and bound the length", () => {
    expect(oneLine(" a\r\n\tb\u2028c ")).toBe("a b c");
    expect(oneLine("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("composing the message", () => {
  const ctx = { from: { name: "Inner Light Journeys", address: "hello@ilj.test" }, baseUrl: "https://ilj.test" };
  it("addresses the acknowledgement to the visitor's address alone, with the stable Message-ID", () => {
    const m = composeMessage({ kind: "acknowledgement", toAddress: "meera@example.com", messageId: "<booking-12-acknowledgement.K7M3Q9X2@ilj.test>", booking: booking() }, ctx);
    expect(m.to).toEqual([{ name: "", address: "meera@example.com" }]);
    expect(m.replyTo).toBeUndefined();
    expect(m.messageId).toBe("<booking-12-acknowledgement.K7M3Q9X2@ilj.test>");
  });
  it("sends the alert to every staff address with the visitor's address and the company mailbox as Reply-To", () => {
    const m = composeMessage({ kind: "staff-alert", toAddress: "a@ilj.test, b@ilj.test", messageId: "<m@ilj.test>", booking: booking() }, ctx);
    expect(m.to).toEqual([{ name: "", address: "a@ilj.test" }, { name: "", address: "b@ilj.test" }]);
    expect(m.replyTo).toEqual([{ name: "", address: "meera@example.com" }, { name: "", address: "hello@ilj.test" }]);
    expect(m.headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });
  it("threads a reply a person wrote, and marks it as no automatic message", () => {
    const message = { subject: "Your dates [K7M3Q9X2]", text: "Dear Meera,\nThe 5th works.", inReplyTo: "<v2@example.com>", refs: "<ack@ilj.test> <v2@example.com>", fromAddress: "", at: new Date() };
    const m = composeMessage({ kind: "reply", toAddress: "meera@example.com", messageId: "<r@ilj.test>", booking: booking(), message }, ctx);
    expect(m).toMatchObject({ subject: "Your dates [K7M3Q9X2]", inReplyTo: "<v2@example.com>", references: ["<ack@ilj.test>", "<v2@example.com>"], headers: {} });
    expect(m.replyTo).toBeUndefined();
    expect(m.text).toBe("Dear Meera,\nThe 5th works.\n");
    expect(m.html).toContain("Dear Meera,\nThe 5th works.");
  });
  it("alerts staff to a visitor's reply with nothing of the visitor's in the subject", () => {
    const message = { subject: "Re: hi\r\nBcc: x@evil.test", text: "<b>Yes</b> please", inReplyTo: null, refs: null, fromAddress: "meera@example.com", at: new Date() };
    const m = composeMessage({ kind: "reply-alert", toAddress: "a@ilj.test", messageId: "<ra@ilj.test>", booking: booking(), message }, ctx);
    expect(m.subject).toBe("Reply on enquiry K7M3Q9X2");
    expect(m.headers).toEqual({ "Auto-Submitted": "auto-generated" });
    expect(m.text).toContain("<b>Yes</b> please");
    expect(m.html).toContain("&#60;b&#62;Yes&#60;/b&#62; please");
    expect(m.replyTo).toEqual([{ name: "", address: "meera@example.com" }, { name: "", address: "hello@ilj.test" }]);
  });
  it("refuses a message with no valid recipient", () => {
    expect(() => composeMessage({ kind: "acknowledgement", toAddress: "not an address", messageId: "<m@x>", booking: booking() }, ctx)).toThrow(/recipient/);
  });
});
