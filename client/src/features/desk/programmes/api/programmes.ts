import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiPaths } from "@shared/api-paths";
import { getQueryFn } from "@/lib/query-client";
import { apiRequest } from "@/lib/api-request";
import type { AdminProgramme, ProgrammeVersion } from "./programme-types";

const paths = {
  list: (q?: { catalogue?: string; status?: string }) => apiPaths.adminProgrammes.href(q),
  one: (id: number) => apiPaths.adminProgramme.href(id),
  versions: (id: number) => apiPaths.programmeVersions.href(id),
  restore: (id: number) => apiPaths.programmeRestore.href(id),
};

// Another admin may have saved since: every opening reads the programmes afresh (staleTime 0).

/** GET /api/admin/programmes: every programme, with its version and who changed it last. */
export const programmesQueryOptions = () =>
  queryOptions({
    queryKey: [paths.list()] as const,
    queryFn: getQueryFn<AdminProgramme[]>({ on401: "throw" }),
    staleTime: 0,
  });

/** GET /api/admin/programmes/:id/versions: newest first. */
export const versionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: [paths.versions(id)] as const, queryFn: getQueryFn<ProgrammeVersion[]>({ on401: "throw" }), staleTime: 0 });

/** The programme as it is now on the server (after a refused save, to show what changed). */
export async function currentProgramme(id: number, catalogue: string): Promise<AdminProgramme | null> {
  const res = await apiRequest("GET", paths.list({ catalogue }));
  const list = (await res.json()) as AdminProgramme[];
  return list.find((p) => p.id === id) ?? null;
}

/** After a change: the list and the programme's versions are stale. */
export async function refreshProgrammes(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(apiPaths.adminProgrammes.pattern) });
}

/** POST /api/admin/programmes: a draft, version 1. */
export const addProgramme = async (body: Record<string, unknown>): Promise<AdminProgramme> => (await apiRequest("POST", paths.list(), body)).json();

/** PATCH /api/admin/programmes/:id: the fields changed, with the version the change started from. */
export const changeProgramme = async (id: number, version: number, patch: Record<string, unknown>): Promise<AdminProgramme> =>
  (await apiRequest("PATCH", paths.one(id), { ...patch, version })).json();

/** POST /api/admin/programmes/:id/restore: that version again, saved as a new one. */
export const restoreProgramme = async (id: number, version: number): Promise<AdminProgramme> => (await apiRequest("POST", paths.restore(id), { version })).json();
