import type { TimelineEntry } from "@shared/api-types";

/**
 * One timeline from several sources (activities, status changes, e-mails), oldest first. Entries
 * with the same time keep the order of the lists given, and within a list their own order, so the
 * result does not shuffle between two reads.
 */
export function mergeTimeline(...lists: TimelineEntry[][]): TimelineEntry[] {
  return lists
    .flatMap((list, source) => list.map((entry, i) => ({ entry, source, i })))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.source - b.source || a.i - b.i)
    .map((x) => x.entry);
}
