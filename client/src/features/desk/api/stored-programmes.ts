import { useQuery } from "@tanstack/react-query";
import { apiPaths } from "@shared/api-paths";
import type { CatalogueKey } from "@shared/catalogue/catalogues";
import type { ProgrammeStatus } from "@shared/catalogue/programme";
import { getQueryFn } from "@/lib/query-client";

/** What the departures and quotes need of a stored programme. */
export type StoredProgramme = { title: string; catalogue: CatalogueKey; status: ProgrammeStatus };

/**
 * The stored programmes (the Programmes tab's own list, under its key), so a programme added or
 * renamed there is offered elsewhere in the desk at the next look; undefined while they load.
 */
export function useStoredProgrammes(): StoredProgramme[] | undefined {
  return useQuery({ queryKey: [apiPaths.adminProgrammes.href()] as const, queryFn: getQueryFn<StoredProgramme[]>({ on401: "throw" }) }).data;
}

/** Every stored programme's title, archived ones included (their departures and bookings keep them); undefined while loading. */
export function useProgrammeTitles(): ReadonlySet<string> | undefined {
  const programmes = useStoredProgrammes();
  return programmes && new Set(programmes.map((p) => p.title));
}
