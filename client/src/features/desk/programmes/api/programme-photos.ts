import { apiPaths } from "@shared/api-paths";
import { ApiError, apiRequest } from "@/lib/api-request";
import type { ProgrammePhoto } from "@shared/catalogue/programme";
import type { AdminProgramme } from "./programme-types";

/** POST /api/admin/programmes/:id/photos: the file and its alt text as a form; 201 the photo. */
export async function uploadPhoto(programmeId: number, file: File, alt: string): Promise<ProgrammePhoto> {
  const form = new FormData();
  form.append("alt", alt);
  form.append("photo", file);
  const res = await fetch(apiPaths.programmePhotos.href(programmeId), { method: "POST", body: form, credentials: "include" });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, `${res.status}: ${text}`, text);
  }
  return res.json();
}

/** DELETE /api/admin/programmes/:id/photos/:photoId. */
export const removePhoto = async (programmeId: number, photoId: string): Promise<void> => {
  await apiRequest("DELETE", apiPaths.programmePhoto.href(programmeId, photoId));
};

/** PATCH /api/admin/programmes/:id with its photos in a new order or with new alt texts: the programme's next version. */
export const savePhotos = async (p: AdminProgramme, photos: ProgrammePhoto[]): Promise<AdminProgramme> =>
  (await apiRequest("PATCH", apiPaths.adminProgramme.href(p.id), { version: p.version, photos: photos.map(({ id, alt }) => ({ id, alt })) })).json();
