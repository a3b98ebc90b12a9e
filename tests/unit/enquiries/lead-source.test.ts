import { SOURCE_MAX, VISIT_SOURCE_KEY, captureVisitSource, readVisitSource } from "@/lib/lead-source";
import { leadSourceFields } from "@/lib/lead-source-fields";

const store = () => window.sessionStorage;
afterEach(() => window.sessionStorage.clear());

describe("visit source capture", () => {
  it("keeps the landing path, an external referrer and the three UTM values", () => {
    captureVisitSource(
      store(),
      "https://innerlight.example/retreats?utm_source=newsletter&utm_medium=email&utm_campaign=monsoon-2026&x=1",
      "https://www.google.com/search?q=retreats",
    );
    expect(readVisitSource(store())).toEqual({
      landingPath: "/retreats",
      referrer: "https://www.google.com/search?q=retreats",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "monsoon-2026",
    });
  });

  it("drops a referrer from the site itself, and one that is not a URL", () => {
    captureVisitSource(store(), "https://innerlight.example/faqs", "https://innerlight.example/");
    expect(readVisitSource(store())).toMatchObject({ landingPath: "/faqs", referrer: null, utmCampaign: null });
    window.sessionStorage.clear();
    captureVisitSource(store(), "https://innerlight.example/faqs", "not a url");
    expect(readVisitSource(store()).referrer).toBeNull();
  });

  it("keeps a trip page's path without its token, which is the booking's key", () => {
    captureVisitSource(store(), `https://innerlight.example/trip/${"k".repeat(32)}`, "");
    expect(readVisitSource(store()).landingPath).toBe("/trip");
  });

  it("lets the first page of the visit win", () => {
    captureVisitSource(store(), "https://innerlight.example/?utm_campaign=first", "https://a.example/");
    captureVisitSource(store(), "https://innerlight.example/faqs?utm_campaign=second", "https://b.example/");
    expect(readVisitSource(store())).toMatchObject({ landingPath: "/", utmCampaign: "first", referrer: "https://a.example/" });
  });

  it("cuts every value to 500 characters", () => {
    const long = "x".repeat(SOURCE_MAX + 50);
    captureVisitSource(store(), `https://innerlight.example/${long}?utm_source=${long}&utm_campaign=${long}`, `https://r.example/${long}`);
    const kept = readVisitSource(store());
    expect(kept.landingPath).toHaveLength(SOURCE_MAX);
    expect(kept.utmSource).toHaveLength(SOURCE_MAX);
    expect(kept.utmCampaign).toHaveLength(SOURCE_MAX);
    expect(kept.referrer).toHaveLength(SOURCE_MAX);
  });

  it("does nothing without storage, and reads nothing from a damaged record", () => {
    expect(() => captureVisitSource(null, "https://innerlight.example/", "")).not.toThrow();
    window.sessionStorage.setItem(VISIT_SOURCE_KEY, "{not json");
    expect(readVisitSource(store())).toEqual({});
    expect(readVisitSource(null)).toEqual({});
  });
});

describe("leadSourceFields", () => {
  it("names the enquiry's source fields with the visit's landing page, and leaves out the empty ones", () => {
    expect(
      leadSourceFields(
        { landingPath: "/", referrer: "https://g.example/", utmSource: "ig", utmMedium: null, utmCampaign: "spring" },
        "/womens-retreats",
        "Soul & Identity",
      ),
    ).toEqual({
      sourcePath: "/womens-retreats",
      landingPath: "/",
      sourceProgramme: "Soul & Identity",
      referrer: "https://g.example/",
      utmSource: "ig",
      utmCampaign: "spring",
    });
    expect(leadSourceFields({}, undefined, undefined)).toEqual({});
  });

  it("bounds what it sends, even from a record written by hand", () => {
    const fields = leadSourceFields({ utmMedium: "m".repeat(900) }, "/p".repeat(400), "t".repeat(501));
    expect(fields.utmMedium).toHaveLength(SOURCE_MAX);
    expect(fields.sourcePath).toHaveLength(SOURCE_MAX);
    expect(fields.sourceProgramme).toHaveLength(SOURCE_MAX);
  });
});
