import type { Response } from "express";
import { deskTime } from "@shared/desk-clock";
import { MAX_PHOTOS } from "@shared/catalogue/photo-rules";
import type { ProgrammeRefusal } from "../../storage";

const departuresWord = (n: number) => `${n} open ${n === 1 ? "departure" : "departures"}`;

/**
 * A refused change as its answer. A stale save names who saved last (`savedByName`: their profile's
 * name, else `by`, the username) and when, so the editor can say
 * so beside the text it kept; nothing of it was applied.
 */
export function sendRefusal(res: Response, r: ProgrammeRefusal, timeZone: string, savedByName?: string): void {
  switch (r.error) {
    case "no-programme":
      return void res.status(404).json({ message: "No such programme" });
    case "invalid":
      return void res.status(400).json({ message: "Invalid input", errors: r.errors });
    case "no-version":
      return void res.status(400).json({ message: "Invalid input", errors: [{ path: "version", message: "No such version of this programme" }] });
    case "slug-taken":
      return void res.status(409).json({ message: "Another programme of this catalogue has this slug", errors: [{ path: "slug", message: "Taken in this catalogue" }] });
    case "open-departures":
      return void res.status(409).json({
        message: `This programme has ${departuresWord(r.count)}: close or cancel ${r.count === 1 ? "it" : "them"} before archiving`,
        openDepartures: r.count,
      });
    case "no-photo":
      return void res.status(404).json({ message: "This programme has no such photo" });
    case "photo-taken":
      return void res.status(409).json({ message: "This programme already has this photo" });
    case "too-many-photos":
      return void res.status(400).json({ message: `A programme has at most ${MAX_PHOTOS} photos: remove one first`, errors: [{ path: "photo", message: `At most ${MAX_PHOTOS} photos` }] });
    case "stale":
      return void res.status(409).json({
        message: `${savedByName ?? r.by ?? "Someone"} saved this programme at ${deskTime(new Date(r.at), timeZone)} (version ${r.version}) after you opened it; nothing of your change was saved`,
        by: r.by,
        at: r.at,
        version: r.version,
      });
  }
}
