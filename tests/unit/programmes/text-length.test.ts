import { describe, expect, it } from "vitest";
import { photoAltSchema } from "@shared/catalogue/photo-rules";
import { characterCount } from "@shared/catalogue/text-length";
import { draftErrors } from "@/features/desk/programmes/draft-errors";
import { emptyDraft } from "@/features/desk/programmes/programme-draft";

/** One character, two UTF-16 code units. */
const leaf = (n: number) => "🌿".repeat(n);

const draft = (over: object) => ({
  ...emptyDraft({ location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.8 }),
  slug: "emoji",
  title: "Emoji",
  summary: "Five days.",
  highlights: ["Rain walks"],
  duration: "5 Days",
  image: "/art/tea-estate.svg",
  ...over,
});

describe("programme text counted in characters", () => {
  it("when a text holds characters beyond the 16-bit range, then each counts one; a broken half counts one too", () => {
    expect(characterCount(leaf(41))).toBe(41);
    expect(characterCount("añ中🌿x")).toBe(5);
    expect(characterCount("\ud83c")).toBe(1);
    expect(characterCount("")).toBe(0);
  });

  it("when the desk's editor checks texts at their bounds in emoji, then it finds nothing wrong; one more and it says what the server says", () => {
    expect(draftErrors("womens-retreats", draft({ title: leaf(80), summary: leaf(600), highlights: [leaf(200)], stay: leaf(2000), card: { ...draft({}).card, groupSize: leaf(200) } }))).toEqual({});
    expect(draftErrors("womens-retreats", draft({ title: leaf(81) }))).toEqual({ title: "Must be at most 80 characters" });
    expect(draftErrors("womens-retreats", draft({ card: { ...draft({}).card, groupSize: leaf(201) } }))).toEqual({ "card.groupSize": "Must be at most 200 characters" });
  });

  it("when a photo's alt text is 200 emoji, then it is taken; 201 are not", () => {
    expect(photoAltSchema.safeParse(leaf(200)).success).toBe(true);
    expect(photoAltSchema.safeParse(leaf(201)).success).toBe(false);
  });
});
