import { describe, expect, it } from "vitest";
import { photoListSchema, programmeChangeSchema, reorderedPhotos } from "@shared/catalogue/photo-rules";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { photoFiles, PHOTO_FILE } from "../../../server/media/photo-files";

const a = { id: "aaaaaaaaaaaaaaaa", alt: "A lake", width: 1280, height: 853 };
const b = { id: "bbbbbbbbbbbbbbbb", alt: "A hall", width: 500, height: 400 };
const c = { id: "cccccccccccccccc", alt: "A boat", width: 300, height: 200 };

describe("a programme's photos reordered", () => {
  it("when every photo is listed once in a new order, then that order with the new alt texts, keeping each photo's size", () => {
    expect(reorderedPhotos([a, b, c], [{ id: c.id, alt: "A boat at dusk" }, { id: a.id, alt: a.alt }, { id: b.id, alt: b.alt, width: 1, height: 1 }])).toStrictEqual({
      photos: [{ ...c, alt: "A boat at dusk" }, a, b],
    });
    expect(reorderedPhotos([], [])).toStrictEqual({ photos: [] });
  });

  it("when an id is unknown, repeated or missing, then each is named by where it is", () => {
    expect(reorderedPhotos([a, b], [{ id: a.id, alt: "x" }, { id: c.id, alt: "y" }])).toStrictEqual({ errors: [{ path: "photos.1.id", message: "This programme has no such photo" }] });
    expect(reorderedPhotos([a, b], [{ id: b.id, alt: "x" }, { id: b.id, alt: "y" }])).toStrictEqual({ errors: [{ path: "photos.1.id", message: "Listed twice" }] });
    expect(reorderedPhotos([a, b], [{ id: b.id, alt: "x" }])).toMatchObject({ errors: [{ path: "photos" }] });
  });

  it("when a PATCH lists photos, then ids must be a photo's and alt texts the programme texts' one line of 1 to 200 characters", () => {
    expect(photoListSchema.safeParse([{ id: "../../etc/passwd", alt: "x" }]).success).toBe(false);
    expect(photoListSchema.safeParse([{ id: a.id, alt: "x".repeat(201) }]).success).toBe(false);
    expect(photoListSchema.safeParse([{ id: a.id, alt: "Two\nlines" }]).success).toBe(false);
    expect(photoListSchema.safeParse([{ id: a.id, alt: "Right\u202eleft" }]).success).toBe(false);
    expect(photoListSchema.safeParse([{ id: a.id, alt: "  A lake  " }]).data).toStrictEqual([{ id: a.id, alt: "A lake" }]);
    expect(programmeChangeSchema.safeParse({ version: 3, photos: [{ id: a.id, alt: "A lake" }] }).success).toBe(true);
    expect(programmeChangeSchema.safeParse({ version: 3, photo: [] }).success).toBe(false);
  });
});

describe("a photo's files", () => {
  it("when a photo is made, then its files are each width it reaches in AVIF, WebP and JPEG, every name one the media route serves", async () => {
    const files = photoFiles(fs.mkdtempSync(path.join(os.tmpdir(), "photo-names-")));
    const photoFileNames = (id: string, width: number) => files.missing(id, width);
    expect(await photoFileNames(a.id, 1280)).toEqual([390, 780, 1280].flatMap((w) => ["avif", "webp", "jpg"].map((f) => `${a.id}-${w}.${f}`)));
    expect(await photoFileNames(c.id, 300)).toEqual([`${c.id}-300.avif`, `${c.id}-300.webp`, `${c.id}-300.jpg`]);
    for (const name of await photoFileNames(b.id, b.width)) expect(PHOTO_FILE.test(name), name).toBe(true);
    for (const name of [`${a.id}-390.png`, `${a.id}-0390.jpg`, `.${a.id}-390.jpg`, `${a.id}-390.jpg/`, "x-390.jpg", `${a.id.toUpperCase()}-390.jpg`]) expect(PHOTO_FILE.test(name), name).toBe(false);
  });
});
