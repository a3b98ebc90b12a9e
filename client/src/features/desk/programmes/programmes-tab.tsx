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

const STATUS_WORDS: Record<ProgrammeStatus, string> = { draft: "Drafts", published: "Published", archived: "Archived" };

type Open = { kind: "new"; catalogue: string } | { kind: "edit"; programme: AdminProgramme };

/**
 * **Programmes**: every programme by catalogue with its status and last change, **Add programme**,
 * and the editor. Agents read everything; admins change it.
 */
export function ProgrammesTab({ me }: { me: AuthUser }) {
  const statusId = useId();
  const readOnly = me.role !== "admin";
  const [catalogue, setCatalogue] = useState("");
  const [status, setStatus] = useState<ProgrammeStatus | "">("");
  const [open, setOpen] = useState<Open | null>(null);
  const programmes = useQuery(programmesQueryOptions());

  if (open) {
    const programme = open.kind === "edit" ? open.programme : null;
    return (
      // The programme's title is the panel's heading while it is open.
      <div className="rounded-card border border-ink/10 bg-white p-4 sm:p-6">
        <ProgrammeEditor
          key={programme ? programme.id : "new"}
          catalogue={programme?.catalogue ?? (open.kind === "new" ? open.catalogue : PROGRAMME_CATALOGUES[0])}
          programme={programme}
          readOnly={readOnly}
          onSaved={(p) => setOpen({ kind: "edit", programme: p })}
          onClose={() => setOpen(null)}
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
          <Button type="button" onClick={() => setOpen({ kind: "new", catalogue: catalogue || PROGRAMME_CATALOGUES[0] })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add programme
          </Button>
        )}
      </div>
      <QueryView query={programmes} loading="Loading the programmes" failed="We couldn't load the programmes.">
        {(list) => {
          const shown = list.filter((p) => (!catalogue || p.catalogue === catalogue) && (!status || p.status === status));
          return shown.length === 0 ? (
            <p className="text-base text-ink-muted">{list.length === 0 ? "No programmes yet." : "No programmes match these filters."}</p>
          ) : (
            <ProgrammeList programmes={shown} onOpen={(p) => setOpen({ kind: "edit", programme: p })} />
          );
        }}
      </QueryView>
    </TitledSection>
  );
}
