import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { DB_KINDS } from "../../support/database";
import { useAppSignedIn } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

const SOURCE = {
  sourcePath: "/retreats/womens-signature",
  sourceProgramme: "Silent Hills Retreat",
  referrer: "https://www.google.com/search?q=retreat",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "monsoon-2026",
};

describe.each(DB_KINDS)("lead-source fields on %s", (kind) => {
  const { t, staff } = useAppSignedIn(kind);
  const post = (body: object) => request(t.app).post(apiPaths.enquiries.href()).send(body);

  it("when an enquiry carries its source, then the six fields are stored trimmed, blanks as null", async () => {
    const res = await post(buildBooking({ ...SOURCE, sourcePath: "  /retreats  ", utmMedium: "   ", utmCampaign: null }));
    expect(res.status).toBe(201);
    expect(await t.storage.bookings.getBooking(res.body.id)).toMatchObject({
      ...SOURCE,
      sourcePath: "/retreats",
      utmMedium: null,
      utmCampaign: null,
      reference: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
    });
  });

  it("when an enquiry has no source fields, then they are null", async () => {
    const res = await post(buildBooking());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sourcePath: null, sourceProgramme: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null });
  });

  it.each(Object.keys(SOURCE))("when %s is too long, not text or holds a NUL, then 400 names it and nothing is stored", async (field) => {
    const before = (await t.storage.bookings.bookingSummary()).total;
    for (const bad of ["x".repeat(501), 42, "a\u0000b"]) {
      const res = await post(buildBooking({ [field]: bad }));
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
    }
    expect((await post(buildBooking({ [field]: "y".repeat(500) }))).status).toBe(201);
    expect((await t.storage.bookings.bookingSummary()).total).toBe(before + 1);
  });

  it("when the CSV is exported, then it carries the reference and the source fields", async () => {
    const created = await post(buildBooking({ ...SOURCE, lastName: "Csvsource" }));
    const res = await staff.get(apiPaths.bookingExport.href({ q: "csvsource" }));
    const [header, row] = res.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    const cols = header.split(",");
    // Counted from the end: earlier cells (the preferred dates) may hold quoted commas.
    const end = cols.indexOf("utmCampaign") + 1 - cols.length;
    expect(cols.slice(end - 8, end)).toEqual(["reference", "sourcePath", "landingPath", "sourceProgramme", "referrer", "utmSource", "utmMedium", "utmCampaign"]);
    const [sourcePath, ...rest] = Object.values(SOURCE);
    // The visit's landing page, which this enquiry did not send.
    expect(row.split(",").slice(end - 8, end)).toEqual([created.body.reference, sourcePath, expect.any(String), ...rest]);
  });
});
