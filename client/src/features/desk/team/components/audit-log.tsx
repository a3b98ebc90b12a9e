import { useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@shared/api-types";
import { AUDIT_ACTIONS, AUDIT_ACTION_NAMES } from "@shared/audit-actions";
import { Input, fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDeskTime } from "../../components/use-desk-time";
import { QueryView } from "../../components/query-view";
import { auditQueryOptions, type AuditFilters } from "../api/audit";

const actionLabel = (a: string) => (AUDIT_ACTIONS as Record<string, string>)[a] ?? a;

/** Who did what, newest first, filtered by person and by action. */
export function AuditLog() {
  const id = useId();
  const [filters, setFilters] = useState<AuditFilters>({ by: "", action: "" });
  const [by, setBy] = useState("");
  const log = useQuery({ ...auditQueryOptions(filters), placeholderData: keepPreviousData });

  return (
    <div className="grid gap-4">
      <form
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({ ...f, by }));
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-by`}>Person</Label>
          <Input id={`${id}-by`} value={by} onChange={(e) => setBy(e.target.value)} placeholder="Any username" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-action`}>Action</Label>
          <select id={`${id}-action`} className={fieldControlClass} value={filters.action} onChange={(e) => setFilters((f) => ({ ...f, action: e.target.value }))}>
            <option value="">Any action</option>
            {AUDIT_ACTION_NAMES.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTIONS[a]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="min-h-11 rounded-full border border-teal px-5 text-sm font-semibold text-teal hover:bg-teal-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron">
          Filter
        </button>
      </form>
      <QueryView query={log} loading="Loading the audit log" failed="We couldn't load the audit log.">
        {(entries) => (entries.length === 0 ? <p className="text-base text-ink-muted">Nothing recorded for this filter.</p> : <AuditEntries entries={entries} />)}
      </QueryView>
    </div>
  );
}

function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const time = useDeskTime();
  return (
    <ol aria-label="Audit log entries" className="grid gap-2">
      {entries.map((e) => (
        <li key={e.id} className="grid gap-0.5 rounded-lg border border-ink/10 px-3 py-2 text-base">
          <p>
            <span className="font-semibold">{e.byName ?? e.by ?? "Someone"}</span> · {actionLabel(e.action)}
            {e.target && <span className="text-ink-muted"> · {e.target}</span>}
          </p>
          <p className="text-sm text-ink-muted">
            <time dateTime={e.at}>{time(e.at)}</time>
            {e.address && <> · from {e.address}</>}
          </p>
        </li>
      ))}
    </ol>
  );
}
