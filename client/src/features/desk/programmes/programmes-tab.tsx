import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { AuthUser } from "@shared/api-types";
import { PROGRAMME_STATUSES } from "@shared/catalogue/programme";
import { Button } from "@/components/ui/button";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { QueryView } from "../components/query-view";
import { TitledSection } from "../components/titled-section";
import { programmesQueryOptions } from "./api/programmes";
import type { AdminProgramme, ProgrammeStatus } from "./api/programme-types";
import { PROGRAMME_CATALOGUES } from "./card-fields";
import { CatalogueChoice } from "./components/catalogue-choice";
import { ProgrammeEditor } from "./components/programme-editor";
import { ProgrammeList } from "./components/programme-list";
import { useOpenedProgramme } from "./use-opened-programme";

const STATUS_WORDS: Record<ProgrammeStatus, string> = { draft: "Drafts", published: "Published", archived: "Archived" };

/**
 * **Programmes**: every programme by catalogue with its status and last change, **Add programme**,
 * and the editor. Agents read everything; admins change it.
 */
export function ProgrammesTab({ me }: { me: AuthUser }) {
  const statusId = useId();
  const readOnly = me.role !== "admin";
  const [catalogue, setCatalogue] = useState("");
  const [status, setStatus] = useState<ProgrammeStatus | "">("");
  /** The catalogue of a new programme being added; a new one has no id for the URL until it is saved. */
  const [adding, setAdding] = useState<string | null>(null);
  /** The last save: a programme just added is opened before the refreshed list holds it. */
  const [saved, setSaved] = useState<AdminProgramme | null>(null);
  const opened = useOpenedProgramme();
  const programmes = useQuery(programmesQueryOptions());
  const programme = opened.id === null ? undefined : (programmes.data?.find((p) => p.id === opened.id) ?? (saved?.id === opened.id ? saved : undefined));
  // Said once the list is read and the link's programme is not in it, rather than an empty editor.
  const notFound = opened.malformed || (opened.id !== null && programmes.isSuccess && !programme);

  if (adding !== null || programme) {
    return (
      // The programme's title is the panel's heading while it is open.
      <div className="rounded-card border border-ink/10 bg-white p-4 sm:p-6">
        <ProgrammeEditor
          key={programme ? programme.id : "new"}
          catalogue={programme?.catalogue ?? adding ?? PROGRAMME_CATALOGUES[0]}
          programme={programme ?? null}
          readOnly={readOnly}
          onSaved={(p) => {
            setSaved(p);
            if (adding !== null) {
              setAdding(null);
              opened.open(p.id);
            }
          }}
          onClose={() => (adding !== null ? setAdding(null) : opened.close())}
        />
      </div>
    );
  }

  return (
    <TitledSection title="Programmes" look="panel">
      <div className="flex flex-wrap items-end gap-3">
        <CatalogueChoice value={catalogue} onValue={setCatalogue} all="All catalogues" className="grid min-w-0 flex-1 basis-56 gap-1.5" />
        <div className="grid min-w-0 flex-1 basis-40 gap-1.5">
          <Label htmlFor={statusId}>Status</Label>
          <select id={statusId} className={fieldControlClass} value={status} onChange={(e) => setStatus(e.target.value as ProgrammeStatus | "")}>
            <option value="">Every status</option>
            {PROGRAMME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </div>
        {!readOnly && (
          <Button type="button" onClick={() => setAdding(catalogue || PROGRAMME_CATALOGUES[0])}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add programme
          </Button>
        )}
      </div>
      {notFound && (
        <p role="status" className="text-base text-ink-muted">
          That programme wasn't found; here are all the programmes.
        </p>
      )}
      <QueryView query={programmes} loading="Loading the programmes" failed="We couldn't load the programmes.">
        {(list) => {
          const shown = list.filter((p) => (!catalogue || p.catalogue === catalogue) && (!status || p.status === status));
          return shown.length === 0 ? (
            <p className="text-base text-ink-muted">{list.length === 0 ? "No programmes yet." : "No programmes match these filters."}</p>
          ) : (
            <ProgrammeList programmes={shown} onOpen={(p) => opened.open(p.id)} />
          );
        }}
      </QueryView>
    </TitledSection>
  );
}
