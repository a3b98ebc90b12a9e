import { describe, expect, it } from "vitest";
import { isComplete, isMasked, maskDocumentNumber, maskedRecord, NO_DETAILS, travellerChangeSchema } from "@shared/travellers/traveller-fields";
import { detailsDueBy, travellerErrors } from "@shared/travellers/traveller-rules";
import { phoneE164 } from "@shared/phone-e164";

const TRIP = { international: true, endDate: "2027-06-06", today: "2027-03-01" };
const FULL = {
  ...NO_DETAILS,
  fullName: "Anuradha Krishnan",
  dateOfBirth: "1988-04-12",
  nationality: "Indian",
  documentType: "passport" as const,
  documentNumber: "Z7734821",
  documentExpiry: "2031-01-31",
  emergencyName: "Ravi",
  emergencyPhone: "+919843012345",
};

describe("masking a document number", () => {
  it("shows the last four characters only, and nothing of a short one", () => {
    expect(maskDocumentNumber("Z7734821")).toBe("•••• 4821");
    expect(maskDocumentNumber("1234 5678 9012")).toBe("•••• 9012");
    expect(maskDocumentNumber("AB123")).toBe("••••");
    expect(maskDocumentNumber(null)).toBeNull();
  });

  it("recognises a masked value sent back, and masks medical notes whole", () => {
    expect(isMasked("•••• 4821")).toBe(true);
    expect(isMasked("Z7734821")).toBe(false);
    const shown = maskedRecord(1, { ...FULL, medical: "Asthma" }, true);
    expect(shown).toMatchObject({ documentNumber: "•••• 4821", medical: "••••", complete: true });
    expect(JSON.stringify(shown)).not.toMatch(/Z7734821|Asthma/);
  });
});

describe("a traveller's dates", () => {
  it("refuses a birth in the future, a passport expiring within 6 months of the trip's end, an ID card abroad", () => {
    expect(travellerErrors({ ...FULL, dateOfBirth: "2027-03-02" }, TRIP).map((e) => e.path)).toEqual(["dateOfBirth"]);
    expect(travellerErrors({ ...FULL, dateOfBirth: "2027-03-01" }, TRIP)).toEqual([]);
    expect(travellerErrors({ ...FULL, documentExpiry: "2027-12-05" }, TRIP)[0]).toMatchObject({ path: "documentExpiry", message: expect.stringContaining("6 December 2027") });
    expect(travellerErrors({ ...FULL, documentExpiry: "2027-12-06" }, TRIP)).toEqual([]);
    expect(travellerErrors({ ...FULL, documentType: "id-card" }, TRIP).map((e) => e.path)).toEqual(["documentType"]);
    expect(travellerErrors({ ...FULL, documentType: "id-card", documentExpiry: "2027-07-01" }, { ...TRIP, international: false })).toEqual([]);
  });

  it('reads "None given" ("" or null, or left out with none stored) as no document: refused abroad, where a passport is needed', () => {
    expect(travellerChangeSchema.parse({ documentType: "" }).documentType).toBeNull();
    expect(travellerChangeSchema.parse({}).documentType).toBeUndefined();
    const none = { ...FULL, documentType: null, documentNumber: null, documentExpiry: null };
    expect(travellerErrors(none, { ...TRIP, international: false })).toEqual([]);
    expect(travellerErrors(none, TRIP)).toEqual([{ path: "documentType", message: "An international trip needs a passport" }]);
    expect(travellerErrors({ ...NO_DETAILS, fullName: "Anuradha Krishnan" }, TRIP)).toEqual([{ path: "documentType", message: "An international trip needs a passport" }]);
    expect(travellerErrors({ ...none, documentNumber: "Z7734821" }, TRIP).map((e) => e.path)).toEqual(["documentType"]);
    expect(travellerErrors({ ...none, documentNumber: "1234 5678" }, { ...TRIP, international: false })[0].message).toMatch(/Say whether the number/);
  });

  it("asks for details 30 days before the start", () => {
    expect(detailsDueBy("2027-06-01")).toBe("2027-05-02");
    expect(detailsDueBy("2027-03-15")).toBe("2027-02-13");
  });

  it("reads dates strictly: 30 February is not a date", () => {
    expect(travellerChangeSchema.safeParse({ dateOfBirth: "2027-02-30" }).success).toBe(false);
    expect(travellerChangeSchema.safeParse({ dateOfBirth: "12/04/1988" }).success).toBe(false);
    expect(travellerChangeSchema.parse({ dateOfBirth: "" }).dateOfBirth).toBeNull();
  });

  it("forgives spaces around a date and refuses a control character in it, a new line and a tab included, with one message", () => {
    expect(travellerChangeSchema.parse({ dateOfBirth: " 1990-02-03 ", documentExpiry: "2031-01-01" })).toMatchObject({ dateOfBirth: "1990-02-03", documentExpiry: "2031-01-01" });
    for (const bad of ["1990-02-03\u000b", "1990-02-03\u000c", "1990-02-03\r", "1990-02-03\n", "\t1990-02-03", "1990-02-03\u0000", "\u202e1990-02-03"]) {
      for (const field of ["dateOfBirth", "documentExpiry"] as const) {
        const parsed = travellerChangeSchema.safeParse({ [field]: bad });
        expect(parsed.success, JSON.stringify({ field, bad })).toBe(false);
        expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([[field, `${field === "dateOfBirth" ? "Date of birth" : "Document expiry"} must be a date written YYYY-MM-DD`]]);
      }
    }
  });
});

describe("a complete record", () => {
  it("needs the name, birth, nationality and emergency contact; abroad also the passport's number and expiry", () => {
    expect(isComplete(FULL, true)).toBe(true);
    expect(isComplete({ ...FULL, documentNumber: null }, true)).toBe(false);
    expect(isComplete({ ...FULL, documentNumber: null, documentType: null, documentExpiry: null }, false)).toBe(true);
    expect(isComplete({ ...FULL, emergencyPhone: null }, false)).toBe(false);
  });
});

describe("emergency phones", () => {
  it("are read as E.164 with the booking's country as the default", () => {
    expect(phoneE164("98430 12345", "India")).toBe("+919843012345");
    expect(phoneE164("+44 20 7946 0958", "India")).toBe("+442079460958");
    expect(phoneE164("12", "India")).toBeNull();
  });
});
