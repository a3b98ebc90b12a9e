import type { TimelineEntry } from "@shared/api-types";
import { staffLabel } from "@shared/staff-profile";

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

/**
 * Who did it and to whom, as colleagues know them now: each `by` that is a staff member's username,
 * and each assignment's assignee (by id), become the name where one is set. Others stay as they are.
 */
export function withStaffNames(entries: TimelineEntry[], staff: { id: number; username: string; name: string | null }[]): TimelineEntry[] {
  const named = staff.filter((s) => s.name?.trim());
  if (named.length === 0) return entries;
  const byUsername = new Map(named.map((s) => [s.username, staffLabel(s)]));
  const byId = new Map(named.map((s) => [s.id, staffLabel(s)]));
  return entries.map((e) => {
    // The visitor's and the machines' entries are by "visitor" and "system", never by staff.
    if (e.kind === "email-in" || e.kind === "mail") return e;
    const by = byUsername.get(e.by) ?? e.by;
    if (e.kind === "assignment" && e.assigneeId !== null) return { ...e, by, assignee: byId.get(e.assigneeId) ?? e.assignee };
    return by === e.by ? e : { ...e, by };
  });
}
