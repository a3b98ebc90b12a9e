/**
 * A programme photo from the bytes staff upload to the files the site serves (sharp, on libvips):
 * the format is read from the bytes (never the name or the declared type), only JPEG, PNG and WebP
 * are taken, and a photo over 40 megapixels is refused from its header before any pixel is decoded
 * (limitInputPixels stops a decompression bomb that lies about its size). The photo is turned
 * upright by its EXIF orientation and resized to each width of PHOTO_WIDTHS it reaches, in AVIF,
 * WebP and JPEG; sharp writes no metadata (EXIF, GPS, XMP, comments) unless asked, and nothing
 * here asks. Its id names the normalised pixels, so the same photo uploaded twice is one photo and
 * a served file never changes.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { PHOTO_FORMATS, photoWidths, type PhotoFormat } from "@shared/media/photo-urls";

/** 40 megapixels: more than any camera the company uses, and a bound on the memory one upload takes. */
export const MAX_PIXELS = 40_000_000;
const TAKEN = new Set(["jpeg", "png", "webp"]);
/** Two photos decoded at once per process, so a burst of uploads can't take all the memory. */
const AT_ONCE = 2;
/** A photo that takes longer than this to decode or encode is given up on. */
const TIMEOUT_S = 60;

/** Everything a file of each format is encoded with: AVIF and WebP at the qualities their size warrants, JPEG progressive. */
const ENCODE: Record<PhotoFormat, (img: Sharp) => Sharp> = {
  // Quality 50 (sharp's default): about a fifth fewer bytes than 60, and the bytes before a phone's
  // first paint are what its largest paint waits on. Effort 2: within a few per cent of the default's
  // bytes at a tenth of its time on a busy photo (11 s → 1 s at 1280 px).
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 75 }),
  jpg: (img) => img.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
};

export interface PhotoFile {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
}

export interface MadePhoto {
  id: string;
  /** The largest size made: the photo as served, upright. */
  width: number;
  height: number;
  files: PhotoFile[];
}

export interface PhotoRefusal {
  refused: string;
}

const NOT_A_PHOTO = "The file must be a JPEG, PNG or WebP photo";
const NAMES: Record<string, string> = { svg: "an SVG drawing", gif: "a GIF", pdf: "a PDF", heif: "a HEIF or AVIF image", tiff: "a TIFF image" };

let running = 0;
const waiting: (() => void)[] = [];
async function oneOf<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const open = (input: Buffer) => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error", sequentialRead: true }).timeout({ seconds: TIMEOUT_S });

/** What the bytes are, by their header alone (with the upright width the EXIF orientation gives); a refusal when not a photo the site takes. */
async function headerOf(input: Buffer): Promise<{ width: number; height: number; uprightWidth: number } | PhotoRefusal> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // PDF, text, a truncated file: libvips knows no image in it.
    return { refused: `${NOT_A_PHOTO}; this file is not an image` };
  }
  if (!meta.format || !TAKEN.has(meta.format)) return { refused: `${NOT_A_PHOTO}; this file is ${NAMES[meta.format ?? ""] ?? `a ${meta.format} file`}` };
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) return { refused: `${NOT_A_PHOTO}; this file is not an image` };
  if (width * height > MAX_PIXELS) {
    return { refused: `The photo is ${megapixelsOver(width * height)} megapixels (${width} × ${height}); at most ${MAX_PIXELS / 1e6} megapixels are taken` };
  }
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  return { width, height, uprightWidth: meta.autoOrient?.width ?? ((meta.orientation ?? 1) >= 5 ? height : width) };
}

/**
 * A refused photo's size in megapixels, with as many decimals as it takes to read as more than the
 * limit: 8000 × 5001 at one decimal is "40.0", which says the photo is within it. A pixel is a
 * millionth of a megapixel, so six decimals always tell.
 */
export function megapixelsOver(pixels: number, limit = MAX_PIXELS): string {
  let text = (pixels / 1e6).toFixed(1);
  for (let decimals = 2; decimals <= 6 && Number(text) <= limit / 1e6; decimals++) text = (pixels / 1e6).toFixed(decimals);
  return text;
}

/**
 * The upright photo at the width of its largest file, as raw sRGB pixels: what its id names and every
 * file is made from. That width is the largest of photoWidths it reaches (a 900 px photo is made at
 * 780, not kept at 900), so the width and height stored are a served file's own and photoWidths(width)
 * names exactly the files made; resized straight from the upload, so no file is resampled twice.
 */
async function normalised(input: Buffer, uprightWidth: number) {
  return open(input)
    .rotate()
    .resize({ width: Math.max(...photoWidths(uprightWidth)), withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
}

/** The photo's files, or why it is refused (with a sentence staff can act on). */
export async function makePhoto(input: Buffer): Promise<MadePhoto | PhotoRefusal> {
  const header = await headerOf(input);
  if ("refused" in header) return header;
  return oneOf(async () => {
    let pixels: Awaited<ReturnType<typeof normalised>>;
    try {
      pixels = await normalised(input, header.uprightWidth);
    } catch {
      return { refused: `${NOT_A_PHOTO}; this one could not be read (it may be damaged or cut short)` };
    }
    const { data, info } = pixels;
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const id = createHash("sha256").update(`${info.width}x${info.height}x${info.channels}\n`).update(data).digest("hex").slice(0, 16);
    const files: PhotoFile[] = [];
    for (const width of photoWidths(info.width)) {
      for (const format of PHOTO_FORMATS) {
        const sized = sharp(data, raw).timeout({ seconds: TIMEOUT_S });
        if (width < info.width) sized.resize({ width });
        files.push({ width, format, bytes: await ENCODE[format](sized).toBuffer() });
      }
    }
    return { id, width: info.width, height: info.height, files };
  });
}
