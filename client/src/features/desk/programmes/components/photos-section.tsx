import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import type { ProgrammePhoto } from "@shared/catalogue/programme";
import { photoAltSchema } from "@shared/catalogue/photo-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-request";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import type { AdminProgramme } from "../api/programme-types";
import { currentProgramme, refreshProgrammes } from "../api/programmes";
import { removePhoto, savePhotos, uploadPhoto } from "../api/programme-photos";
import { moved } from "../programme-draft";
import { useSiteParts } from "../site-parts";
import { errorId, FieldError } from "./field";

interface PhotosSectionProps {
  programme: AdminProgramme;
  /** Agents see the photos, without the controls. */
  readOnly: boolean;
  /** A photo change saved a new version of the programme. */
  onChanged: (p: AdminProgramme) => void;
}

type Errors = { photo?: string; alt?: string; list?: string };

/** The server's sentence for the field it names (`photo` or `alt`), else for the whole section. */
function errorsOf(error: unknown): Errors {
  const d = error instanceof ApiError ? error.details : null;
  const path = d?.errors?.[0]?.path;
  const text = errorText(error, "The photo was not saved. Please try again.");
  if (path === "alt") return { alt: text };
  if (path === "photo" || (error instanceof ApiError && error.status === 413)) return { photo: text };
  return { list: text };
}

/**
 * **Photos**: the programme's photographs, the first being its card's picture and its page's
 * og:image. Admins upload one with its alt text (required), change an alt text, move one up or
 * down, or remove one; each is saved at once as a new version. Errors are said beside their field
 * in the server's words.
 */
export function PhotosSection({ programme, readOnly, onChanged }: PhotosSectionProps) {
  const uid = useId();
  const queryClient = useQueryClient();
  const headingId = `${uid}-heading`;
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** What takes focus once the section is drawn again: the button pressed to move a photo, now on its new row, or an upload's outcome. */
  const focusAfter = useRef<string | null>(null);
  const photos = programme.photos;

  // After a move, focus stays on the button pressed, now on the photo's new row.
  useEffect(() => {
    const id = focusAfter.current;
    if (!id || busy) return;
    focusAfter.current = null;
    const button = document.getElementById(id) as HTMLButtonElement | null;
    // At the top or the bottom its button is off: the photo's alt text takes focus instead.
    if (button && !button.disabled) button.focus();
    else document.getElementById(id.replace(/-(up|down)$/, "-alt"))?.focus();
  });

  const run = async (work: () => Promise<AdminProgramme | null>, errorsOn: (e: unknown) => Errors = errorsOf): Promise<boolean> => {
    setBusy(true);
    setErrors({});
    try {
      const p = await work();
      if (p) onChanged(p);
      // The list and Versions name the new version.
      await refreshProgrammes(queryClient);
      return true;
    } catch (e) {
      setErrors(errorsOn(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const reread = () => currentProgramme(programme.id, programme.catalogue);

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    const found: Errors = {};
    if (!file) found.photo = "Choose a JPEG, PNG or WebP photo to upload.";
    // The alt inputs have no maxLength: a browser counts it in UTF-16 units, an emoji as two; this counts characters, as the server does.
    if (!photoAltSchema.safeParse(alt).success) found.alt = "Every photo needs its alt text: say what it shows, in at most 200 characters.";
    if (found.photo || found.alt) {
      setErrors(found);
      document.getElementById(found.photo ? `${uid}-file` : `${uid}-alt`)?.focus();
      return;
    }
    // The Upload button is off while sending, so focus moves on: to the new photo's alt text once its row is drawn,
    // or to the field a refusal names (its error is also announced).
    const done = await run(
      async () => {
        const added = await uploadPhoto(programme.id, file!, alt.trim());
        const p = await reread();
        focusAfter.current = `${uid}-${added.id}-alt`;
        return p;
      },
      (e) => {
        const found = errorsOf(e);
        focusAfter.current = found.alt ? `${uid}-alt` : `${uid}-file`;
        return found;
      },
    );
    if (done) {
      setAlt("");
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  const saveList = (list: ProgrammePhoto[]) => run(() => savePhotos(programme, list));

  return (
    // The column it shares with the 390 px card preview is wider than a phone: the section keeps to the screen.
    <section aria-labelledby={headingId} className="grid min-w-0 max-w-[calc(100vw-3.5rem)] gap-3 rounded-2xl border border-sand-dark bg-white p-4" data-photos-section>
      <h3 id={headingId} className="font-sans text-lg font-semibold">
        Photos
      </h3>
      <p className="text-sm text-ink-muted">
        {photos.length === 0 ? "No photos yet: the card shows its art." : "The first photo is the card's picture and the page's first."}
      </p>
      {errors.list && <FormMessage tone="error">{errors.list}</FormMessage>}
      {photos.length > 0 && (
        <ol className="grid gap-3" aria-label="Photos, in the order the site shows them">
          {photos.map((photo, i) => (
            <PhotoRow
              key={photo.id}
              photo={photo}
              index={i}
              count={photos.length}
              idBase={`${uid}-${photo.id}`}
              readOnly={readOnly}
              busy={busy}
              onMove={(by) => {
                focusAfter.current = `${uid}-${photo.id}-${by === -1 ? "up" : "down"}`;
                void saveList(moved(photos, i, by));
              }}
              onAlt={(text) => saveList(photos.map((p) => (p.id === photo.id ? { ...p, alt: text } : p)))}
              onRemove={() => void run(async () => (await removePhoto(programme.id, photo.id), reread()))}
            />
          ))}
        </ol>
      )}
      {!readOnly && (
        <form onSubmit={upload} noValidate className="grid gap-3 border-t border-sand-dark pt-3" aria-label="Add a photo">
          <div className="grid gap-1">
            <Label htmlFor={`${uid}-file`}>Photo (JPEG, PNG or WebP, up to 10 MB)</Label>
            <input
              id={`${uid}-file`}
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={errors.photo ? true : undefined}
              aria-describedby={errors.photo ? errorId(`${uid}-file`) : undefined}
              className="min-h-11 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-teal-light file:px-4 file:py-2 file:font-semibold file:text-teal-dark"
            />
            {/* A refused file is said at once, not only when the field is read again. */}
            {errors.photo && (
              <div role="alert">
                <FieldError id={`${uid}-file`} error={errors.photo} />
              </div>
            )}
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${uid}-alt`}>Alt text</Label>
            <Input
              id={`${uid}-alt`}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              autoComplete="off"
              aria-invalid={errors.alt ? true : undefined}
              aria-describedby={[errors.alt && errorId(`${uid}-alt`), `${uid}-alt-hint`].filter(Boolean).join(" ")}
            />
            <p id={`${uid}-alt-hint`} className="text-sm text-ink-muted">
              What the photo shows, for those who can't see it. Required.
            </p>
            <FieldError id={`${uid}-alt`} error={errors.alt} />
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : "Upload photo"}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

interface PhotoRowProps {
  photo: ProgrammePhoto;
  index: number;
  count: number;
  idBase: string;
  readOnly: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onAlt: (alt: string) => Promise<boolean>;
  onRemove: () => void;
}

function PhotoRow({ photo, index, count, idBase, readOnly, busy, onMove, onAlt, onRemove }: PhotoRowProps) {
  /** What is typed over the saved alt text; null shows the saved one. */
  const [typed, setTyped] = useState<string | null>(null);
  const parts = useSiteParts();
  const [error, setError] = useState<string | undefined>();
  /** Removal deletes the photo's files: it is asked once more. */
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const name = `Photo ${index + 1}`;
  const alt = typed ?? photo.alt;
  const setAlt = (text: string) => setTyped(text);

  const saveAlt = async (e: FormEvent) => {
    e.preventDefault();
    if (!photoAltSchema.safeParse(alt).success) return setError("Every photo needs its alt text: say what it shows, in at most 200 characters.");
    setError(undefined);
    if (await onAlt(alt.trim())) setTyped(null);
  };

  return (
    <li className="grid grid-cols-[96px_minmax(0,1fr)] items-start gap-3" data-photo={photo.id}>
      {parts ? (
        <img src={parts.photoUrl(photo.id, 390, "jpg")} alt={photo.alt} width={96} height={60} className="aspect-[8/5] w-24 rounded-md bg-sand-dark object-cover" />
      ) : (
        <span aria-hidden="true" className="block aspect-[8/5] w-24 rounded-md bg-sand-dark" />
      )}
      <div className="grid min-w-0 gap-2">
        {readOnly ? (
          <p className="text-sm">
            <span className="font-semibold">{name}: </span>
            {photo.alt}
          </p>
        ) : (
          <form onSubmit={saveAlt} noValidate className="grid gap-1" aria-label={`${name} alt text`}>
            <Label htmlFor={`${idBase}-alt`}>{name} alt text</Label>
            <div className="grid gap-2">
              <Input
                id={`${idBase}-alt`}
                value={alt}
                onChange={(e) => setAlt(e.target.value)}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId(`${idBase}-alt`) : undefined}
              />
              <div>
                <Button type="submit" variant="outline" size="sm" disabled={busy || alt === photo.alt}>
                  Save alt text
                </Button>
              </div>
            </div>
            <FieldError id={`${idBase}-alt`} error={error} />
          </form>
        )}
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <Button id={`${idBase}-up`} type="button" variant="outline" size="sm" disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={`Move ${name} up`}>
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
              Up
            </Button>
            <Button id={`${idBase}-down`} type="button" variant="outline" size="sm" disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={`Move ${name} down`}>
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
              Down
            </Button>
            {!confirming && (
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(true)} aria-label={`Remove ${name}`}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Remove
              </Button>
            )}
          </div>
        )}
        {!readOnly && confirming && (
          <div role="group" aria-label={`Remove ${name}?`} className="flex flex-wrap items-center gap-2 rounded-md bg-sand p-2 text-sm">
            <span>Remove this photo? It leaves the site and its files are deleted.</span>
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onRemove} ref={confirmRef}>
              Remove photo
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
