// A photograph-like upload for the benchmarks: one of the site's drawings at 4000 × 3000 with
// sensor-like grain laid over it, as a JPEG, so the encoders see detail as in a photograph.
import sharp from "sharp";

export async function photographLike(svgPath, { quality = 92, exif } = {}) {
  const art = await sharp(svgPath, { density: 600 }).resize(4000, 3000, { fit: "cover" }).removeAlpha().raw().toBuffer();
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 14 } } }).raw().toBuffer();
  for (let i = 0; i < art.length; i++) art[i] = Math.max(0, Math.min(255, art[i] + grain[i] - 128));
  const jpeg = sharp(art, { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality });
  return (exif ? jpeg.withMetadata({ exif }) : jpeg).toBuffer();
}
