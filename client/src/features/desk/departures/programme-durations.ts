import { useQuery } from "@tanstack/react-query";
import { programmesQueryOptions } from "../programmes/api/programmes";

/**
 * A programme's length as its card prints it ("5 Days", "8-9 Days"), by the title a departure gives,
 * read from the stored programmes so a length changed in the Programmes tab fills the next departure.
 * Undefined while they load or when no programme has that title.
 */
export function useProgrammeDuration(title: string): string | undefined {
  const programmes = useQuery({ ...programmesQueryOptions(), enabled: title !== "" });
  return programmes.data?.find((p) => p.title === title)?.duration;
}
