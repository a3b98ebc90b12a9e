import { roomsAndMinimumIssues } from "@shared/departures/rooms-minimum";
import type { DeparturePatch } from "@shared/departures/requests";
import type { Departure } from "@shared/schema/departures";

/** Why a change of a departure's rooms or minimum was refused; nothing changed. */
export type RoomsPatchRefusal = { error: "invalid"; issues: { path: string; message: string }[] } | { error: "below-rooms-taken"; roomsTaken: number };

/**
 * Inside a departure's change, its row locked: the rooms and the minimum as they would be after the
 * patch must hold together with its places and start (a 400), and the rooms may not go below those
 * accepted quotes have taken (a 409), `roomsTaken` counted under the lock acceptances take too.
 */
export function roomsPatchRefusal(d: Departure, patch: DeparturePatch, roomsTaken: number): RoomsPatchRefusal | undefined {
  const after = {
    places: patch.places ?? d.places,
    privateRooms: patch.privateRooms ?? d.privateRooms,
    minimum: patch.minimum === undefined ? d.minimum : patch.minimum,
    decideBy: patch.decideBy === undefined ? d.decideBy : patch.decideBy,
    startDate: patch.startDate ?? d.startDate,
  };
  const touched = [patch.places, patch.privateRooms, patch.minimum, patch.decideBy, patch.startDate].some((v) => v !== undefined);
  if (!touched) return undefined;
  const issues = roomsAndMinimumIssues(after);
  if (issues.length > 0) return { error: "invalid", issues };
  if (patch.privateRooms !== undefined && patch.privateRooms < d.privateRooms && patch.privateRooms < roomsTaken) return { error: "below-rooms-taken", roomsTaken };
  return undefined;
}
