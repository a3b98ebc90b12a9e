// node --import tsx scripts/bench-photos.mjs — what a 4000 × 3000 upload becomes, through the server's
// own pipeline (server/media/photo-process.ts): the time to make its files, each file's bytes, and the
// largest file a 390 px phone is served for the card (sizes 100vw) at 1x, 2x and 3x, AVIF first (what
// Chromium and Safari take) and the JPEG fallback. The upload is a JPEG of one of the site's drawings
// at 4000 × 3000 with sensor-like grain laid over it, so the encoders see detail as in a photograph
// (BENCH_PHOTO=path.jpg measures a real photo instead).
import fs from "node:fs";
import sharp from "sharp";
import { makePhoto } from "../server/media/photo-process.ts";
import { photographLike } from "./photo-upload.mjs";

const CSS_WIDTH = 390;

async function upload() {
  if (process.env.BENCH_PHOTO) return fs.readFileSync(process.env.BENCH_PHOTO);
  return photographLike("client/public/art/backwaters.svg", { exif: { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "10/1 0/1 0/1" } } });
}

const input = await upload();
const started = performance.now();
const made = await makePhoto(input);
const ms = performance.now() - started;
if ("refused" in made) throw new Error(made.refused);

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`upload: ${(await sharp(input).metadata()).width} × ${(await sharp(input).metadata()).height} JPEG, ${kb(input.length)}; files made in ${(ms / 1000).toFixed(2)} s (id ${made.id}, ${made.width} × ${made.height})`);
for (const f of made.files) console.log(`  ${String(f.width).padStart(4)} px ${f.format.padEnd(4)} ${kb(f.bytes.length).padStart(10)}`);

/** The candidate a browser picks from a srcset for a slot `CSS_WIDTH` wide at `dpr`: the smallest at least that many pixels, else the largest. */
const chosen = (dpr, format) => {
  const files = made.files.filter((f) => f.format === format).sort((a, b) => a.width - b.width);
  return files.find((f) => f.width >= CSS_WIDTH * dpr) ?? files.at(-1);
};
for (const dpr of [1, 2, 3]) {
  const avif = chosen(dpr, "avif");
  const jpg = chosen(dpr, "jpg");
  console.log(`a ${CSS_WIDTH} px phone at ${dpr}x: AVIF ${avif.width} px ${kb(avif.bytes.length)}; JPEG fallback ${jpg.width} px ${kb(jpg.bytes.length)}`);
}
const largest = chosen(3, "avif");
console.log(`largest photo served at ${CSS_WIDTH} px (3x, AVIF): ${largest.bytes.length} bytes (${kb(largest.bytes.length)})`);
