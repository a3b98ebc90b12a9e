// Renders client/public/og-image.png (1200x630 social card) from the hero artwork,
// the logo and the site name, using headless Chromium. Re-run after changing any of them:
//   node scripts/render-og-image.mjs
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const pub = path.join(root, "client/public");
const out = path.join(pub, "og-image.png");
const MAX_BYTES = 150 * 1024;

// shared/site.ts is TypeScript; read the two strings from it so the card never drifts from the site.
const siteSource = fs.readFileSync(path.join(root, "shared/site.ts"), "utf8");
const field = (name) => {
  const match = siteSource.match(new RegExp(`\\b${name}:\\s*"([^"]+)"`));
  if (!match) throw new Error(`shared/site.ts has no ${name}`);
  return match[1];
};
const siteName = field("name");
const tagline = field("tagline");

const escapeXml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const inner = (svg) => svg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

const hero = fs.readFileSync(path.join(pub, "art/hero-journey.svg"), "utf8");
const logo = fs.readFileSync(path.join(pub, "logo.svg"), "utf8");
const fontFile = path.join(
  root,
  "node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2",
);
const font = fs.readFileSync(fontFile).toString("base64");

// The logo's teal lotus would vanish on the dark hero, so it sits on a sand disc.
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <svg width="1200" height="630" viewBox="0 0 800 500" preserveAspectRatio="xMidYMid slice">${inner(hero)}</svg>
  <circle cx="124" cy="140" r="44" fill="#FBF6EE"/>
  <svg x="92" y="108" width="64" height="64" viewBox="0 0 64 64">${inner(logo)}</svg>
  <text x="80" y="290" fill="#FFFFFF" font-family="Playfair Display" font-weight="700" font-size="84">${escapeXml(siteName)}</text>
  <rect x="82" y="322" width="120" height="5" rx="2.5" fill="#E89B2D"/>
  <foreignObject x="80" y="350" width="640" height="120">
    <div xmlns="http://www.w3.org/1999/xhtml" style="font: 400 32px/1.35 'DejaVu Sans', Arial, sans-serif; color: #FBF6EE">${escapeXml(tagline)}</div>
  </foreignObject>
</svg>`;

const html = `<!doctype html><html><head><style>
@font-face { font-family: "Playfair Display"; font-weight: 700; src: url(data:font/woff2;base64,${font}) format("woff2"); }
html, body { margin: 0; background: #0A3A3E; }
</style></head><body>${card}</body></html>`;

async function main() {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  let rgba;
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } });
    // Read the pixels back through a canvas so no PNG decoder dependency is needed.
    const b64 = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = `data:image/png;base64,${src}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext("2d");
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      let bin = "";
      for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return btoa(bin);
    }, shot.toString("base64"));
    rgba = Buffer.from(b64, "base64");
  } finally {
    await browser.close();
  }

  const png = encodePng(smoothDither(rgba, 1200, 630), 1200, 630);
  fs.writeFileSync(out, png);
  console.log(`Wrote ${path.relative(root, out)} (${Math.round(png.length / 1024)} KB)`);
  if (png.length > MAX_BYTES) {
    console.error(`og-image.png is over ${MAX_BYTES / 1024} KB; simplify the artwork.`);
    process.exitCode = 1;
  }
}

/**
 * Chromium dithers gradients, and that ±1 noise triples the PNG size. In flat or gently
 * graded areas (every channel within 2 levels across the 3x3 neighbourhood) take the
 * neighbourhood mean; edges, text and shapes are left untouched. Returns RGB.
 */
function smoothDither(src, w, h) {
  const dst = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      const i = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) {
        let min = 255, max = 0, sum = 0, n = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const yy = Math.min(h - 1, Math.max(0, y + dy));
            const xx = Math.min(w - 1, Math.max(0, x + dx));
            const v = src[(yy * w + xx) * 4 + c];
            if (v < min) min = v;
            if (v > max) max = v;
            sum += v;
            n++;
          }
        }
        dst[o + c] = max - min <= 2 ? Math.round(sum / n) : src[i + c];
      }
    }
  }
  return dst;
}

function encodePng(rgb, w, h) {
  const stride = w * 3;
  const raw = Buffer.alloc((stride + 1) * h);
  const prev = Buffer.alloc(stride);
  const candidates = [0, 1, 2, 3, 4].map(() => Buffer.alloc(stride));
  for (let y = 0; y < h; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const up = y ? rgb.subarray((y - 1) * stride, y * stride) : prev;
    let best = 0, bestScore = Infinity;
    for (let f = 0; f < 5; f++) {
      const outRow = candidates[f];
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= 3 ? row[i - 3] : 0;
        const b = up[i];
        const c = i >= 3 ? up[i - 3] : 0;
        const pred = f === 0 ? 0 : f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const v = (row[i] - pred) & 0xff;
        outRow[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        best = f;
      }
    }
    raw[y * (stride + 1)] = best;
    candidates[best].copy(raw, y * (stride + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const idat = zlib.deflateSync(raw, { level: 9, memLevel: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// Last, so every module-level constant above is initialised first.
await main();
