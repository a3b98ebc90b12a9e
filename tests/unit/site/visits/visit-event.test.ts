import { describe, expect, it } from "vitest";
import { isPublicPagePath, pathOnly, sourceOf, visitEventSchema } from "@shared/visit-event";
import { optsOutByGpc } from "../../../../server/visits/privacy-signals";
import { apiPaths } from "@shared/api-paths";

describe("event paths", () => {
  it.each(["/", "/retreats", "/womens-retreats?q=rest", "/faqs#payments", "/terms-conditions", "/womens-retreats/soul-identity?utm_source=ad"])("%s is a page of the site", (p) => {
    expect(isPublicPagePath(p)).toBe(true);
  });

  it.each(["", "/admin/bookings", apiPaths.visitEvents.href(), "/retreats/", "/RETREATS", "//evil.example/", "https://example.com/", "/no-such-page", "retreats", "/womens-retreats/Soul", "/about-us/soul-identity", "/womens-retreats/a/b"])(
    "%s is not",
    (p) => {
      expect(isPublicPagePath(p)).toBe(false);
    },
  );

  it("stores the path without its query string or fragment", () => {
    expect(pathOnly("/retreats?utm_source=x#top")).toBe("/retreats");
    expect(visitEventSchema.parse({ type: "pageview", path: "/faqs?x=1" }).path).toBe("/faqs");
  });

  it("bounds every text and refuses unknown fields", () => {
    expect(visitEventSchema.safeParse({ type: "pageview", path: "/", referrer: "r".repeat(501) }).success).toBe(false);
    expect(visitEventSchema.safeParse({ type: "pageview", path: "/", visitorId: "x" }).success).toBe(false);
    expect(visitEventSchema.parse({ type: "enquiry-open", path: "/", programme: "  Hills  ", utmCampaign: "" })).toMatchObject({
      programme: "Hills",
      utmCampaign: null,
    });
  });

  it("names a source by the referrer's host", () => {
    expect(sourceOf("https://WWW.Google.com/search?q=x")).toBe("www.google.com");
    expect(sourceOf(null)).toBe("direct");
    expect(sourceOf("not a url")).toBe("direct");
  });
});

describe("Global Privacy Control", () => {
  it("opts out only on Sec-GPC: 1", () => {
    expect(optsOutByGpc("1")).toBe(true);
    expect(optsOutByGpc(" 1 ")).toBe(true);
    expect(optsOutByGpc("0")).toBe(false);
    expect(optsOutByGpc(undefined)).toBe(false);
    expect(optsOutByGpc("yes")).toBe(false);
  });
});
