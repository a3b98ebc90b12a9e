import { describe, expect, it } from "vitest";
import { insertBookingSchema, type Booking } from "@shared/schema";
import { SITE } from "@shared/site";
import { deskLink, escapeHtml, FIELD_LABELS, oneLine, renderAcknowledgement, renderStaffAlert, subjectFor } from "../../../server/mail/render";
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
    createdAt: at, updatedAt: at, ...over,
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
    expect(m.text.split("\n")[0]).toBe("Dear Eve Bcc: x@evil.test<b>,");
    expect(m.html).not.toMatch(/<script|<b>/);
    expect(m.html).toContain("&#60;script&#62;x&#60;/script&#62;");
  });
});

describe("the staff alert", () => {
  it("lists every field the visitor sent, the lead source and a link to the booking in the desk", () => {
    const m = renderStaffAlert(booking(), deskLink("https://x.test/", 12));
    expect(m.subject).toBe("New enquiry K7M3Q9X2: Women's Signature Retreats");
    expect(m.text).toContain("https://x.test/admin/bookings?id=12");
    for (const s of ["First name: Meera", "Last name: Raman", "E-mail: meera@example.com", "Education: Master's degree", "Travel experience: First-time traveller", "Group size: 2", "Sent from page: /womens-retreats", "Programme: Himalayan Pause", "Referrer: https://search.example/", "UTM source: newsletter", "UTM medium: email", "UTM campaign: winter"]) {
      expect(m.text).toContain(s);
    }
    // A second line of a value is indented, so it can't pass for another field.
    expect(m.text).toContain("Special requests: Vegetarian\n    meals");
    expect(m.text).not.toContain("Designation:");
    expect(m.html).toContain('href="https://x.test/admin/bookings?id=12"');
  });

  it("has a label for every field of the enquiry schema", () => {
    for (const key of Object.keys(insertBookingSchema.shape)) expect(FIELD_LABELS).toHaveProperty(key);
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
  it("sends the alert to every staff address with the visitor's address as Reply-To", () => {
    const m = composeMessage({ kind: "staff-alert", toAddress: "a@ilj.test, b@ilj.test", messageId: "<m@ilj.test>", booking: booking() }, ctx);
    expect(m.to).toEqual([{ name: "", address: "a@ilj.test" }, { name: "", address: "b@ilj.test" }]);
    expect(m.replyTo).toEqual({ name: "", address: "meera@example.com" });
  });
  it("refuses a message with no valid recipient", () => {
    expect(() => composeMessage({ kind: "acknowledgement", toAddress: "not an address", messageId: "<m@x>", booking: booking() }, ctx)).toThrow(/recipient/);
  });
});
