import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-request";
import { errorText } from "../api/error-text";
import { addProgramme, changeProgramme, currentProgramme, refreshProgrammes, restoreProgramme } from "./api/programmes";
import type { AdminProgramme, ProgrammeStatus } from "./api/programme-types";
import { blankCard } from "./card-fields";
import { draftErrors, serverFieldErrors, type FieldErrors } from "./draft-errors";
import { bodyOf, changedFields, draftOf, emptyDraft, isBlank, isDirty, patchOf, type ProgrammeDraft } from "./programme-draft";

/** Another admin saved first: who and when (the server's message), and what they changed. */
export interface StaleSave {
  message: string;
  current: AdminProgramme;
  changed: string[];
}

type Save = { status?: ProgrammeStatus; over?: AdminProgramme };

/** A status change (from the status it had) or a restore that took: the button pressed is gone or changed, so the editor moves focus. */
type EditorDone = { kind: "status"; from: ProgrammeStatus } | { kind: "restored"; version: number };

const STATUS_DONE: Record<ProgrammeStatus, string> = { draft: "Programme unpublished", published: "Programme published", archived: "Programme archived" };

/**
 * The editor's state and its saves. A save sends only what changed, with the version the editing
 * started from; a refused save keeps every typed word. A 409 for a stale version reads the
 * programme as it is now and names the fields that differ, so the admin can reload or knowingly
 * save over it (the draft then replaces the current version, field by field).
 */
export function useProgrammeEditor(catalogue: string, programme: AdminProgramme | null, onSaved: (p: AdminProgramme) => void) {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<AdminProgramme | null>(programme);
  const [draft, setDraft] = useState<ProgrammeDraft>(() => (programme ? draftOf(programme) : emptyDraft(blankCard(catalogue))));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stale, setStale] = useState<StaleSave | null>(null);
  /** Bumped when the draft is replaced from outside, so inputs holding their own text start again. */
  const [generation, setGeneration] = useState(0);
  const [done, setDone] = useState<EditorDone | null>(null);

  const take = (p: AdminProgramme) => {
    setStarted(p);
    setDraft(draftOf(p));
    setGeneration((g) => g + 1);
    setErrors({});
    setRefusal(null);
    setStale(null);
    onSaved(p);
  };

  const save = useMutation({
    mutationFn: async ({ status, over }: Save) => {
      if (!started) return addProgramme({ catalogue, ...bodyOf(draft) });
      const base = over ?? started;
      return changeProgramme(started.id, base.version, { ...patchOf(base, draft), ...(status ? { status } : {}) });
    },
    onSuccess: async (p, { status }) => {
      toast({ title: status ? STATUS_DONE[status] : started ? "Programme saved" : "Programme added", description: `Version ${p.version}.` });
      take(p);
      if (status && started) setDone({ kind: "status", from: started.status });
      await refreshProgrammes(queryClient);
    },
    onError: async (error, { over }) => {
      const details = error instanceof ApiError ? error.details : null;
      const fields = serverFieldErrors(catalogue, details?.errors);
      setErrors(fields);
      if (error instanceof ApiError && error.status === 409 && started) {
        const current = await currentProgramme(started.id, catalogue).catch(() => null);
        const sent = over ?? started;
        if (current && current.version !== sent.version) {
          setStale({ message: errorText(error), current, changed: changedFields(started, current) });
          setRefusal(null);
          return;
        }
      }
      // Every refusal is also said once above the buttons, so one on a field the editor does not show is not lost.
      setRefusal(errorText(error, "The programme was not saved. Please try again."));
    },
  });

  const restore = useMutation({
    mutationFn: (version: number) => restoreProgramme(started!.id, version),
    onSuccess: async (p, version) => {
      toast({ title: `Version ${version} restored`, description: `Saved as version ${p.version}.` });
      take(p);
      setDone({ kind: "restored", version });
      await refreshProgrammes(queryClient);
    },
    onError: (error) => toast({ variant: "destructive", title: "The version was not restored", description: errorText(error) }),
  });

  /** Checks the draft here first; true when it went to the server. */
  const submit = (what: Save = {}): boolean => {
    setRefusal(null);
    const dirty = !started || isDirty(what.over ?? started, draft);
    const found = dirty ? draftErrors(catalogue, draft) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setStale(null);
    save.mutate(what);
    return true;
  };

  /**
   * A photo change saved the programme's next version: taken in as the version the editing started
   * from when nothing the form shows changed meanwhile, so typed text stays and the next save is not
   * stale; otherwise said as another admin's save.
   */
  const adopt = (p: AdminProgramme) => {
    if (!started) return;
    const changed = changedFields(started, p);
    if (changed.length > 0) return setStale({ message: `${p.updatedBy ?? "Someone"} saved this programme after you opened it.`, current: p, changed });
    setStarted(p);
    onSaved(p);
  };

  return {
    started,
    adopt,
    draft,
    setDraft,
    generation,
    errors,
    refusal,
    stale,
    done,
    dirty: !started || isDirty(started, draft),
    /** Typed and not saved: a new programme only once something was typed into it, so an untouched Add programme leaves quietly. */
    unsaved: started ? isDirty(started, draft) : !isBlank(draft, blankCard(catalogue)),
    saving: save.isPending || restore.isPending,
    submit,
    reload: () => stale && take(stale.current),
    restore: (version: number) => restore.mutate(version),
  };
}
