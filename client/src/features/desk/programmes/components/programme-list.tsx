import { useId } from "react";
import { useDeskTime } from "../../components/use-desk-time";
import type { AdminProgramme } from "../api/programme-types";
import { catalogueName, PROGRAMME_CATALOGUES } from "../card-fields";
import { StatusBadge } from "./status-badge";

/** The programmes by catalogue (in the site's catalogue order, each in card order), with status and last change. */
export function ProgrammeList({ programmes, onOpen }: { programmes: AdminProgramme[]; onOpen: (p: AdminProgramme) => void }) {
  const groups = PROGRAMME_CATALOGUES.map((c) => ({ catalogue: c, list: programmes.filter((p) => p.catalogue === c) })).filter((g) => g.list.length > 0);
  return (
    <div className="grid gap-4" data-programme-list>
      {groups.map((g) => (
        <CatalogueGroup key={g.catalogue} catalogue={g.catalogue} list={g.list} onOpen={onOpen} />
      ))}
    </div>
  );
}

function CatalogueGroup({ catalogue, list, onOpen }: { catalogue: string; list: AdminProgramme[]; onOpen: (p: AdminProgramme) => void }) {
  const id = useId();
  const time = useDeskTime();
  return (
    <section aria-labelledby={id} className="grid gap-1">
      <h3 id={id} className="font-sans text-base font-semibold">
        {catalogueName(catalogue)} <span className="font-normal text-ink-muted">({list.length})</span>
      </h3>
      <table className="w-full table-fixed text-left text-sm" data-catalogue={catalogue}>
        <thead className="text-ink-muted">
          <tr>
            {/* On a phone the version and last change go under the title: four columns leave the last none. */}
            <th scope="col" className="py-1 pr-2 font-semibold sm:w-[45%]">Programme</th>
            <th scope="col" className="w-28 py-1 pr-2 font-semibold">Status</th>
            <th scope="col" className="hidden w-20 py-1 pr-2 font-semibold sm:table-cell">Version</th>
            <th scope="col" className="hidden py-1 font-semibold sm:table-cell">Last change</th>
          </tr>
        </thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.id} className="border-t border-ink/10" data-programme={p.slug}>
              <th scope="row" className="py-1 pr-2 font-normal">
                <button type="button" onClick={() => onOpen(p)} className="min-h-6 text-left font-semibold text-teal underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron">
                  {p.title}
                </button>
                <span className="block text-ink-muted sm:hidden">
                  Version {p.version}, {lastChange(time(p.updatedAt), p.updatedBy)}
                </span>
              </th>
              <td className="py-1 pr-2">
                <StatusBadge status={p.status} />
              </td>
              <td className="hidden py-1 pr-2 tabular-nums sm:table-cell">{p.version}</td>
              <td className="hidden py-1 text-ink-muted sm:table-cell">{lastChange(time(p.updatedAt), p.updatedBy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** When and by whom a programme last changed ("first copy": as the catalogue was seeded). */
const lastChange = (at: string, by: string | null) => `${at}, ${by ?? "first copy"}`;
