import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * Files to upload as a programme's photo, made by sharp here so each test says what it sends:
 * a real photo (noise over a colour, so the encoders have work), and the files the server must
 * refuse by their bytes, whatever their names say.
 */

/** A JPEG as a phone writes one: EXIF with the camera, the place it was taken (GPS) and an orientation. */
export async function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a8f7b", noise: { type: "gaussian", mean: 120, sigma: 25 } } })
    .jpeg({ quality: 85 })
    .withMetadata({
      orientation,
      exif: {
        IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Asha's phone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "11/1 1/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 57/1 0/1" },
      },
    })
    .toBuffer();
}

export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#d08c4f" } }).png({ compressionLevel: 9 }).toBuffer();
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="teal"/></svg>');
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/**
 * What `jpegWithGps` writes, as it lies in the file's bytes: the EXIF block's name, the camera's
 * words, and the place's longitude (76/1 57/1 0/1, three rationals in the block's little-endian
 * order). Each is long enough that a photo's compressed bytes do not hold it by chance; the
 * three letters "GPS" are not in the block at all (EXIF stores tags by number) and, being short,
 * turned up in a WebP of noise.
 */
const GPS_LONGITUDE = Buffer.from([76, 0, 0, 0, 1, 0, 0, 0, 57, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
export const METADATA_MARKERS: { name: string; bytes: Buffer }[] = [
  { name: "Exif", bytes: Buffer.from("Exif") },
  { name: "the camera's make", bytes: Buffer.from("PhoneMaker") },
  { name: "the copyright", bytes: Buffer.from("Asha's phone") },
  { name: "the GPS longitude", bytes: GPS_LONGITUDE },
];

/** A fresh MEDIA_DIR for one app, removed when the process ends. */
export function freshMediaDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-"));
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file under MEDIA_DIR, by its path relative to it. */
export function mediaFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
