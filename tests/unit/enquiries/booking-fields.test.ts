import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { BOOKING_FIELDS, CSV_FIELDS, PERSONAL_FIELDS, cardValue, fieldsOf, shownValue, type BookingField } from "@shared/booking-fields";

describe("the list of booking fields", () => {
  it("lists every column of the bookings table, and nothing else", () => {
    // searchWords is the search's folded copy of the other fields, never shown; paymentDueOn and refundDueBy are kept from the account, which the money section shows (shared/booking-fields.ts).
    expect(Object.keys(BOOKING_FIELDS).sort()).toEqual(Object.keys(getTableColumns(bookings)).filter((k) => !["searchWords", "paymentDueOn", "refundDueBy"].includes(k)).sort());
  });

  it("is checked by the type checker: a list missing a column does not type", () => {
    const { utmCampaign: _left, ...withoutOne } = BOOKING_FIELDS;
    // @ts-expect-error utmCampaign is a column of bookings, so a list without it is refused.
    const incomplete: Record<keyof Booking, BookingField> = withoutOne;
    expect(Object.keys(incomplete)).not.toContain("utmCampaign");
  });

  it("gives each field one label of its own", () => {
    const labels = Object.values(BOOKING_FIELDS).map((f) => f.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(BOOKING_FIELDS.email.label).toBe("E-mail");
  });

  it("keeps the CSV's columns and their order", () => {
    expect(CSV_FIELDS).toEqual([
      "id", "status", "createdAt", "updatedAt", "firstName", "lastName", "email", "phone", "country", "state",
      "education", "occupation", "designation", "tripType", "tripCategory", "preferredDates", "groupSize",
      "budgetRange", "travelExperience", "whyThisTrip", "specialRequests", "reference", "sourcePath", "landingPath", "sourceProgramme",
      "referrer", "utmSource", "utmMedium", "utmCampaign", "firstResponseAt", "dueAt", "replyDueAt", "followUpAt", "departureId",
    ]);
  });

  it("marks as personal every field the visitor supplied but the trip type, category and group size, every lead-source field, the phone as read and the follow-up note, which an erasure empties", () => {
    expect([...PERSONAL_FIELDS].sort()).toEqual(
      [
        "firstName", "lastName", "email", "phone", "country", "state", "education", "occupation", "designation",
        "preferredDates", "budgetRange", "travelExperience", "whyThisTrip", "specialRequests",
        "sourcePath", "landingPath", "sourceProgramme", "referrer", "utmSource", "utmMedium", "utmCampaign",
        "phoneE164", "followUpNote", "lastMessageSnippet",
      ].sort(),
    );
  });

  it("keeps the public form's title-case labels", () => {
    const formLabels = Object.fromEntries(
      Object.entries(BOOKING_FIELDS).flatMap(([name, f]) => ("formLabel" in f ? [[name, f.formLabel]] : [])),
    );
    expect(formLabels).toEqual({
      firstName: "First Name", lastName: "Last Name", email: "Email Address", phone: "Phone Number", country: "Country",
      state: "State", education: "Education", occupation: "Occupation", designation: "Designation",
      tripCategory: "Trip Category", groupSize: "Group Size", preferredDates: "Preferred Dates",
      travelExperience: "Travel Experience", whyThisTrip: "Why This Trip", specialRequests: "Special Requests",
    });
  });

  it("groups every field a visitor can send under visitor, trip or source", () => {
    expect(fieldsOf("visitor", "trip", "source").sort()).toEqual(Object.keys(insertBookingSchema.shape).sort());
  });

  it("shows a form choice by its label, other values as they are, and nothing for an empty value", () => {
    expect(shownValue("education", "master")).toBe("Master's degree");
    expect(shownValue("travelExperience", "first-time")).toBe("First-time traveller");
    expect(shownValue("education", "unlisted")).toBe("unlisted");
    expect(shownValue("groupSize", 2)).toBe("2");
    expect(shownValue("state", "")).toBeNull();
    expect(shownValue("state", null)).toBeNull();
    expect(shownValue("budgetRange", "mid-range")).toBe("mid-range");
  });

  it("shows a budget range and an unlisted travel experience on the desk's card with their hyphens replaced", () => {
    expect(cardValue("budgetRange", "mid-range")).toBe("Mid range");
    expect(cardValue("budgetRange", "50000-100000")).toBe("50000–100000");
    expect(cardValue("budgetRange", "50k-1L")).toBe("50k–1L");
    expect(cardValue("travelExperience", "some-experience")).toBe("Some experience");
    expect(cardValue("travelExperience", "first-time")).toBe("First-time traveller");
    expect(cardValue("specialRequests", "ground-floor room")).toBe("ground-floor room");
    expect(cardValue("budgetRange", "")).toBeNull();
  });
});
