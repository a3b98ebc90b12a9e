import type { NewDeparture, NewDepartureRequest } from "@shared/departures/requests";
import { HttpError } from "../../core/errors";
import type { Storage } from "../../storage";

export type ProgrammeLookup = { programmes: Pick<Storage["programmes"], "programmeNamed"> };

/**
 * The programme a new departure is of, by `programmeId` or by its title: the departure keeps both,
 * the title as it is now. An unknown or archived programme is refused on the field that named it.
 */
export async function withProgramme(storage: ProgrammeLookup, input: NewDepartureRequest): Promise<NewDeparture> {
  const { programmeId, programme, ...rest } = input;
  const path = programmeId !== undefined ? "programmeId" : "programme";
  const found = await storage.programmes.programmeNamed(programmeId !== undefined ? { id: programmeId } : { title: programme! });
  if (!found) throw new HttpError(400, "Invalid input", [{ path, message: "Must be a programme on the site" }]);
  // Both given and at odds: the title is the mistake, said against the programme the id names.
  if (programme !== undefined && found.title !== programme) {
    throw new HttpError(400, "Invalid input", [{ path: "programme", message: `Must be the title of the programme programmeId names (${found.title})` }]);
  }
  if (found.status === "archived") throw new HttpError(400, "Invalid input", [{ path, message: "This programme is archived" }]);
  return { ...rest, programme: found.title, programmeId: found.id };
}
