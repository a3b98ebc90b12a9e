import { queryOptions } from "@tanstack/react-query";
import type { AuditEntry } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { apiPaths } from "@shared/api-paths";

export interface AuditFilters {
  by: string;
  action: string;
}

function auditUrl({ by, action }: AuditFilters): string {
  const params = new URLSearchParams();
  if (by.trim()) params.set("by", by.trim());
  if (action) params.set("action", action);
  return apiPaths.audit.href(params);
}

/** GET /api/admin/audit: staff actions, newest first; read afresh at every change of filter. */
export const auditQueryOptions = (f: AuditFilters) =>
  queryOptions({
    queryKey: [apiPaths.audit.href(), f] as const,
    queryFn: async (): Promise<AuditEntry[]> => (await apiRequest("GET", auditUrl(f))).json(),
    staleTime: 0,
  });
