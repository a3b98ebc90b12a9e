import { Router, type Response } from "express";
import { MEDIA_PATH } from "@shared/media/photo-urls";
import { PHOTO_FILE, photosDir } from "./photo-files";

const TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const notFound = (res: Response) => {
  if (!res.headersSent) res.status(404).type("text/plain").send("Not found");
};

/**
 * GET /media/photos/{id}-{width}.{format}: a photo's file, read from MEDIA_DIR on every request,
 * so each process serves what another wrote. A file's name is its content's, so it is cached for a
 * year as immutable. Only names of that shape are looked up (no path, no dot, no folder listing);
 * everything else under /media is a 404.
 */
export function mediaRouter(mediaDir: string): Router {
  // Strict and case-sensitive: Express's defaults would also match `…-1280.jpg/` and `/MEDIA/PHOTOS/…`,
  // names of another shape; here they fall to the 404 below.
  const router = Router({ strict: true, caseSensitive: true });
  const root = photosDir(mediaDir);
  router.get(`${MEDIA_PATH}/photos/:name`, (req, res) => {
    const m = PHOTO_FILE.exec(req.params.name);
    if (!m) return notFound(res);
    res.type(TYPES[m[3] as keyof typeof TYPES]);
    res.sendFile(m[0], { root, dotfiles: "deny", maxAge: YEAR_MS, immutable: true, acceptRanges: false }, (err) => {
      if (err) {
        res.removeHeader("Cache-Control");
        notFound(res);
      }
    });
  });
  router.use(MEDIA_PATH, (_req, res) => notFound(res));
  return router;
}
