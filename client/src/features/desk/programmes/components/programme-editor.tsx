import { useEffect, useId, useRef, useState } from "react";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "../../components/form-message";
import { UnsavedChangesDialog } from "../../components/unsaved-changes-dialog";
import { useUnsavedGuard } from "../../components/use-unsaved-guard";
import { useDeskTime } from "../../components/use-desk-time";
import type { AdminProgramme, ProgrammeStatus } from "../api/programme-types";
import { blankCard, catalogueName } from "../card-fields";
import { useProgrammeEditor } from "../use-programme-editor";
import { CardPreview } from "./card-preview";
import { PagePreview } from "./page-preview";
import { CatalogueChoice } from "./catalogue-choice";
import { PhotosSection } from "./photos-section";
import { ProgrammeForm } from "./programme-form";
import { StaleNotice } from "./stale-notice";
import { StatusBadge } from "./status-badge";
import { VersionsList } from "./versions-list";

interface ProgrammeEditorProps {
  catalogue: string;
  /** The programme to edit; a new one in `catalogue` without. */
  programme: AdminProgramme | null;
  /** Agents read; only admins change. */
  readOnly: boolean;
  onSaved: (p: AdminProgramme) => void;
  onClose: () => void;
}

const NO_PHOTOS: AdminProgramme["photos"] = [];

const STATUS_ACTIONS: Record<ProgrammeStatus, { to: ProgrammeStatus; label: string }[]> = {
  draft: [{ to: "published", label: "Publish" }, { to: "archived", label: "Archive" }],
  published: [{ to: "draft", label: "Unpublish" }, { to: "archived", label: "Archive" }],
  archived: [{ to: "published", label: "Publish" }, { to: "draft", label: "Unpublish" }],
};

/**
 * One programme: every field, the card as a phone shows it while typing, **Publish**,
 * **Unpublish** and **Archive**, and its **Versions**. A save names the version it started
 * from; a stale one keeps the typed text and says who saved and what changed.
 */
export function ProgrammeEditor({ catalogue: initialCatalogue, programme, readOnly, onSaved, onClose }: ProgrammeEditorProps) {
  const [catalogue, setCatalogue] = useState(programme?.catalogue ?? initialCatalogue);
  const formId = useId();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  /** The change focus was last moved for, so a later save doesn't move it again. */
  const focusedFor = useRef<unknown>(null);
  const time = useDeskTime();
  const editor = useProgrammeEditor(catalogue, programme, onSaved);
  const { started, draft, errors } = editor;
  // Typed text is only dropped once the person says so: All programmes, another tab, or closing the page.
  const leaving = useUnsavedGuard(!readOnly && editor.unsaved);

  useEffect(() => headingRef.current?.focus(), []);
  // A refused save moves focus to the first field that needs a change.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);
  // A refusal no field shows (Archive with open departures) takes focus, so it is read and not lost behind the disabled button.
  useEffect(() => {
    if (editor.refusal && Object.keys(errors).length === 0) refusalRef.current?.focus();
  }, [editor.refusal, errors]);
  // The button pressed is replaced (Publish by Unpublish) or disabled once the change takes: focus goes to the
  // button that undoes a status change, and after a restore to the heading (the toast names the version). The
  // buttons are off until the list is read again, so this waits for the save to end.
  const { done, saving } = editor;
  useEffect(() => {
    if (!done || saving || focusedFor.current === done) return;
    focusedFor.current = done;
    if (done.kind === "restored") return headingRef.current?.focus();
    const buttons = [...(actionsRef.current?.querySelectorAll<HTMLButtonElement>("button[data-to]") ?? [])];
    (buttons.find((b) => b.dataset.to === done.from) ?? buttons[0])?.focus();
  }, [done, saving]);

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-programme-editor>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-sans text-xl font-semibold focus-visible:outline-none">
            {started ? started.title : "Add programme"}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span>{catalogueName(catalogue)}</span>
            {started && (
              <>
                <StatusBadge status={started.status} />
                <span>
                  Version {started.version}, saved {started.updatedBy ? `by ${started.updatedBy} ` : ""}
                  {time(started.updatedAt)}
                </span>
              </>
            )}
          </p>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={() => leaving.leave(onClose)}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          All programmes
        </Button>
      </div>

      {readOnly ? (
        <p className="text-sm text-ink-muted">You can read this programme; an admin can change it.</p>
      ) : (
        <div ref={actionsRef} className="flex flex-wrap items-center gap-2" data-programme-actions>
          <Button type="submit" form={formId} disabled={editor.saving || (!!started && !editor.dirty)}>
            {started ? "Save programme" : "Add programme"}
          </Button>
          {started &&
            STATUS_ACTIONS[started.status].map((a) => (
              <Button key={a.to} data-to={a.to} type="button" variant={a.to === "published" ? "accent" : "outline"} disabled={editor.saving} onClick={() => editor.submit({ status: a.to })}>
                {a.label}
              </Button>
            ))}
          {started && editor.dirty && <span className="text-sm font-semibold text-saffron-dark">Unsaved changes</span>}
        </div>
      )}
      {editor.stale && <StaleNotice stale={editor.stale} saving={editor.saving} onReload={editor.reload} onOverwrite={() => editor.stale && editor.submit({ over: editor.stale.current })} />}
      {editor.refusal && (
        <FormMessage ref={refusalRef} tabIndex={-1} tone="error">
          {editor.refusal}
        </FormMessage>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_400px]">
        <form
          id={formId}
          ref={formRef}
          aria-label={started ? `Edit ${started.title}` : "Add programme"}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) editor.submit();
          }}
          className="min-w-0"
        >
          {!started && (
            <CatalogueChoice
              value={catalogue}
              onValue={(c) => {
                setCatalogue(c);
                editor.setDraft((d) => ({ ...d, card: blankCard(c) }));
              }}
            />
          )}
          <ProgrammeForm key={editor.generation} catalogue={catalogue} draft={draft} setDraft={editor.setDraft} errors={errors} readOnly={readOnly} isNew={!started} />
        </form>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 xl:sticky xl:top-4">
          <CardPreview catalogue={catalogue} draft={draft} photo={started?.photos[0]} />
          <PagePreview catalogue={catalogue} draft={draft} photos={started?.photos ?? NO_PHOTOS} />
          {started && <PhotosSection programme={started} readOnly={readOnly} onChanged={editor.adopt} />}
          {started && (
            <VersionsList
              programmeId={started.id}
              current={started.version}
              onRestore={readOnly ? undefined : editor.restore}
              restoreBlocked={editor.dirty ? "Save or reload your changes before restoring a version." : null}
              busy={editor.saving}
            />
          )}
        </div>
      </div>
      <UnsavedChangesDialog open={leaving.asking} what={started ? started.title : "this new programme"} onStay={leaving.stay} onLeave={leaving.go} />
    </section>
  );
}
