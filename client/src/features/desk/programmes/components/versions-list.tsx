import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { QueryView } from "../../components/query-view";
import { TitledSection } from "../../components/titled-section";
import { useDeskTime } from "../../components/use-desk-time";
import { versionsQueryOptions } from "../api/programmes";
import { fieldLabel } from "../card-fields";

interface VersionsListProps {
  programmeId: number;
  current: number;
  /** Admins restore; agents only read. */
  onRestore?: (version: number) => void;
  /** Why restoring waits (unsaved changes would be lost), or null. */
  restoreBlocked?: string | null;
  busy?: boolean;
}

/** **Versions**: every change, newest first (which version, who, when, which fields), each but the current one with **Restore**. */
export function VersionsList({ programmeId, current, onRestore, restoreBlocked, busy }: VersionsListProps) {
  const versions = useQuery(versionsQueryOptions(programmeId));
  const time = useDeskTime();
  return (
    <TitledSection title="Versions" look="part">
      {onRestore && restoreBlocked && <p className="text-sm text-ink-muted">{restoreBlocked}</p>}
      <QueryView query={versions} loading="Loading the versions" failed="We couldn't load the versions.">
        {(list) => (
          <table className="w-full text-left text-sm" data-versions>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="whitespace-nowrap py-1 pr-2 font-semibold">Version</th>
                <th scope="col" className="whitespace-nowrap py-1 pr-2 font-semibold">Saved</th>
                <th scope="col" className="py-1 pr-2 font-semibold">Changed</th>
                {onRestore && <th scope="col" className="sr-only">Restore</th>}
              </tr>
            </thead>
            <tbody>
              {list.map((v) => (
                <tr key={v.version} className="border-t border-ink/10 align-top">
                  <th scope="row" className="py-1.5 pr-2 font-semibold tabular-nums">
                    {v.version}
                    {v.version === current && <span className="block text-xs font-normal text-ink-muted">current</span>}
                  </th>
                  {/* Wide enough for a name and a time on two lines; the changed fields take the rest. */}
                  <td className="min-w-[7.5rem] py-1.5 pr-2">
                    {v.by ?? "The catalogue's first copy"}
                    <span className="block text-ink-muted">{time(v.at)}</span>
                  </td>
                  {/* Breaks anywhere, so a phone's narrow table still leaves room for Restore. */}
                  <td className="py-1.5 pr-2 [overflow-wrap:anywhere]">{v.changed.map(fieldLabel).join(", ")}</td>
                  {onRestore && (
                    <td className="py-1.5 text-right">
                      {v.version !== current && (
                        <Button type="button" size="sm" variant="outline" aria-label={`Restore version ${v.version}`} disabled={busy || !!restoreBlocked} onClick={() => onRestore(v.version)}>
                          Restore
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </TitledSection>
  );
}
