/**
 * Reads a photo upload (multipart/form-data: `photo` and `alt`) as it streams in, with hard
 * bounds: one file of at most 10 MB, a few short fields. A body that says it is larger is refused
 * before a byte of it is read; one that turns out larger is refused the moment it passes the bound,
 * and nothing more of it is kept (the route cuts its connection shortly after the answer).
 */
import type { Request } from "express";
import busboy from "busboy";

/** The largest photo file taken. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Room for the form's boundaries, headers and alt text around the file. */
const FORM_OVERHEAD = 64 * 1024;
const MAX_ALT_BYTES = 2048;

export type Upload =
  | { ok: true; photo: Buffer | null; alt: string | undefined }
  | { ok: false; status: 400 | 413; message: string; path?: string };

const TOO_LARGE = { ok: false, status: 413, message: `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB; send a smaller one`, path: "photo" } as const;

const CUT_SHORT = { ok: false, status: 400, message: "The upload was cut short: send the photo again" } as const;

export function readUpload(req: Request): Promise<Upload> {
  if (!req.is("multipart/form-data")) {
    return Promise.resolve({ ok: false, status: 400, message: "Send the photo as multipart/form-data with the fields photo and alt" });
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > MAX_PHOTO_BYTES + FORM_OVERHEAD) return Promise.resolve(TOO_LARGE);

  return new Promise((resolve) => {
    let settled = false;
    let photo: Buffer | null = null;
    let alt: string | undefined;
    let altTooLong = false;
    let form: busboy.Busboy;
    const finish = (u: Upload) => {
      if (settled) return;
      settled = true;
      if (!u.ok) {
        // Stop reading: what is left of a refused body is never taken in.
        req.unpipe(form);
        req.pause();
      }
      resolve(u);
    };
    try {
      form = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, parts: 6, fieldSize: MAX_ALT_BYTES, fieldNameSize: 64, headerPairs: 20 },
      });
    } catch {
      return resolve({ ok: false, status: 400, message: "The upload could not be read as a form" });
    }
    form.on("file", (name, stream) => {
      if (name !== "photo") {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("limit", () => finish(TOO_LARGE));
      // A form that ends inside the file (no closing boundary) fails the file's stream, not the form:
      // unheard, that error would end the process.
      stream.on("error", () => finish(CUT_SHORT));
      stream.on("end", () => {
        if (!settled) photo = Buffer.concat(chunks);
      });
    });
    form.on("field", (name, value, info) => {
      if (name !== "alt") return;
      alt = value;
      altTooLong = info.valueTruncated;
    });
    form.on("close", () => {
      if (altTooLong) return finish({ ok: false, status: 400, message: "The alt text is too long: at most 200 characters", path: "alt" });
      finish({ ok: true, photo, alt });
    });
    form.on("error", () => finish({ ok: false, status: 400, message: "The upload could not be read as a form" }));
    req.on("aborted", () => finish(CUT_SHORT));
    req.pipe(form);
  });
}
