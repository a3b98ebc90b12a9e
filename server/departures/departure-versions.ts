import type { PublicDeparture } from "@shared/departures";

/** What the site's read of the departures needs from storage (storage.departures). */
export interface VersionedDepartureStorage {
  publicDepartures(today: string, programme?: string, ids?: number[]): Promise<PublicDeparture[]>;
  departureVersions(): Promise<Map<number, string>>;
}

/** Beyond this many departures changed since the last read, one pass over them all is cheaper. */
const FEW = 50;

const byStart = (a: PublicDeparture, b: PublicDeparture) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id);

/**
 * The site's read of the open departures, brought up to date by what changed: each departure's
 * places_version moves on with every change of its places (migration 0030), so after a change only
 * the departures whose version moved are read again, each on its own indexes, and the others are
 * kept as they were read. A new day, or many changes at once, reads them all in one pass.
 *
 * The versions are read before the departures, so what is kept is never older than the versions it
 * is kept under; reads that overlap each leave a list and versions that agree.
 */
export function departuresReadByVersion(storage: VersionedDepartureStorage): (today: string) => Promise<PublicDeparture[]> {
  let last: { today: string; versions: Map<number, string>; list: PublicDeparture[] } | undefined;
  return async (today) => {
    const before = last;
    const versions = await storage.departureVersions();
    const changed: number[] = [];
    if (before && before.today === today) {
      for (const [id, v] of versions) if (before.versions.get(id) !== v) changed.push(id);
      for (const id of before.versions.keys()) if (!versions.has(id)) changed.push(id);
    }
    let list: PublicDeparture[];
    if (before && before.today === today && changed.length <= FEW) {
      const fresh = changed.length === 0 ? [] : await storage.publicDepartures(today, undefined, changed);
      const gone = new Set(changed);
      list = [...before.list.filter((d) => !gone.has(d.id)), ...fresh].sort(byStart);
    } else {
      list = await storage.publicDepartures(today);
    }
    last = { today, versions, list };
    return list;
  };
}
