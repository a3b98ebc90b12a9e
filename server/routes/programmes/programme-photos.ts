import { Router, type Request, type Response } from "express";
import { apiPaths } from "@shared/api-paths";
import { PHOTO_ID, photoAltSchema } from "@shared/catalogue/photo-rules";
import type { ProgrammePhoto } from "@shared/catalogue/programme";
import type { ProgrammeRefusal, Storage } from "../../storage";
import { requireRole } from "../../auth/staff-gate";
import { makePhoto } from "../../media/photo-process";
import type { PhotoFiles } from "../../media/photo-files";
import { readUpload } from "../../media/read-upload";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { audit } from "../record-audit";
import { sendRefusal } from "./programme-refusals";
import { addPhoto, removePhoto } from "../../use-cases/change-programme";
import type { ProgrammeRoutesOptions } from "./admin-programmes";

type PhotoStorage = {
  programmes: Pick<Storage["programmes"], "programme" | "inProgrammeChange" | "photoInUse">;
} & Pick<Storage, "audit">;

/** How long the rest of a refused upload may still arrive (and be dropped) before its connection is cut. */
const REFUSED_BODY_GRACE_MS = 2000;

const by = (req: Request) => req.session.username ?? `user ${req.session.userId}`;
const refused = (res: Response, status: number, message: string, path?: string) =>
  void res.status(status).json({ message, ...(path ? { errors: [{ path, message }] } : {}) });

/**
 * A programme's photos (docs/decisions/programme-photos.md): admins add one (multipart `photo` and
 * `alt`) and remove one; each is a new version of the programme, in the audit log. Reordering and
 * alt changes go through the programme's PATCH. Behind staffGate.
 */
export function programmePhotosRouter(storage: PhotoStorage, files: PhotoFiles, o: ProgrammeRoutesOptions): Router {
  const router = Router();
  const admins = requireRole("admin");

  /** Files of a photo no programme shows (a refused upload, a removed photo) leave the disk. */
  const dropUnused = async (id: string) => {
    if (!(await storage.programmes.photoInUse(id))) await files.remove(id);
  };

  router.post(apiPaths.programmePhotos.pattern, admins, async (req, res) => {
    const id = pathId(req, "Programme");
    // Before the body is read: no photo is worked on for a programme that is not there.
    if (!(await storage.programmes.programme(id))) return sendRefusal(res, { error: "no-programme" }, o.timeZone);
    const upload = await readUpload(req);
    if (!upload.ok) {
      // The rest of a refused body is not taken in: after the answer it is only let by, for a moment
      // so the client reads the answer instead of a reset connection, and then the connection is cut.
      res.once("finish", () => setTimeout(() => req.socket?.destroy(), REFUSED_BODY_GRACE_MS).unref());
      return refused(res, upload.status, upload.message, upload.path);
    }
    const alt = photoAltSchema.safeParse(upload.alt ?? "");
    if (!alt.success) return refused(res, 400, "Every photo needs its alt text: say what it shows, in at most 200 characters", "alt");
    if (!upload.photo || upload.photo.length === 0) return refused(res, 400, "Choose a JPEG, PNG or WebP photo to upload", "photo");
    const made = await makePhoto(upload.photo);
    if ("refused" in made) return refused(res, 400, made.refused, "photo");

    const photo: ProgrammePhoto = { id: made.id, alt: alt.data, width: made.width, height: made.height };
    // The files are there before the programme names them, so no page ever shows a photo it can't serve.
    try {
      await files.write(made.id, made.files);
    } catch (err) {
      await dropUnused(made.id).catch(() => undefined);
      throw err;
    }
    const saved = await addPhoto(storage, id, photo, by(req), deskToday(o)).catch(async (err: unknown) => {
      await dropUnused(made.id).catch(() => undefined);
      throw err;
    });
    if ("error" in saved) {
      if (saved.error !== "photo-taken") await dropUnused(made.id);
      return sendRefusal(res, saved as ProgrammeRefusal, o.timeZone);
    }
    // Another programme's removal of the same photo may have taken its files meanwhile: put them back.
    if ((await files.missing(made.id, made.width)).length > 0) await files.write(made.id, made.files);
    o.changed?.();
    await audit(storage as Storage, req, "photo-added", `programme ${id}`, { photo: made.id, version: saved.version });
    res.status(201).json(photo);
  });

  router.delete(apiPaths.programmePhoto.pattern, admins, async (req, res) => {
    const id = pathId(req, "Programme");
    const photoId = String(req.params.photoId);
    if (!PHOTO_ID.test(photoId)) return sendRefusal(res, { error: "no-photo" }, o.timeZone);
    const saved = await removePhoto(storage, id, photoId, by(req), deskToday(o));
    if ("error" in saved) return sendRefusal(res, saved, o.timeZone);
    o.changed?.();
    await dropUnused(photoId);
    await audit(storage as Storage, req, "photo-removed", `programme ${id}`, { photo: photoId, version: saved.version });
    res.status(204).end();
  });

  return router;
}
