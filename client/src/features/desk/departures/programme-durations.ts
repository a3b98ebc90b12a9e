import { useQuery } from "@tanstack/react-query";
import { apiPaths } from "@shared/api-paths";
import { getQueryFn } from "@/lib/query-client";

/**
 * A programme's length as its card prints it ("5 Days", "8-9 Days"), by the title a departure gives,
 * read from the stored programmes (the Programmes tab's own list, under its key) so a length changed
 * there fills the next departure. Undefined while they load or when no programme has that title.
 */
export function useProgrammeDuration(title: string): string | undefined {
  const programmes = useQuery({
    queryKey: [apiPaths.adminProgrammes.href()] as const,
    queryFn: getQueryFn<{ title: string; duration: string }[]>({ on401: "throw" }),
    enabled: title !== "",
  });
  return programmes.data?.find((p) => p.title === title)?.duration;
}
