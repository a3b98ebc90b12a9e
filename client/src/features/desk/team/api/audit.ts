import { queryOptions } from "@tanstack/react-query";
import type { AuditEntry } from "@shared/api-types";
import { apiRequest } from "@/lib/query-client";

export interface AuditFilters {
  by: string;
  action: string;
}

function auditUrl({ by, action }: AuditFilters): string {
  const params = new URLSearchParams();
  if (by.trim()) params.set("by", by.trim());
  if (action) params.set("action", action);
  const qs = params.toString();
  return `/api/admin/audit${qs ? `?${qs}` : ""}`;
}

/** GET /api/admin/audit: staff actions, newest first; read afresh at every change of filter. */
export const auditQueryOptions = (f: AuditFilters) =>
  queryOptions({
    queryKey: ["/api/admin/audit", f] as const,
    queryFn: async (): Promise<AuditEntry[]> => (await apiRequest("GET", auditUrl(f))).json(),
    staleTime: 0,
  });
