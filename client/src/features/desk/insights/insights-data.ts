import type { Insights } from "@shared/api-types";
import { formatSpan } from "../lib/reply-promise";

const SOURCE_KIND_LABEL = { programme: "Programme", page: "Page", referrer: "Referrer", campaign: "Campaign" } as const;

/** "2026-09-07" → "Sep 7": weeks are calendar dates, read without a time zone shift. */
export function weekLabel(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** One row per week (all 12, empty weeks as zeros), one column per category seen in the period. */
export function weeklyByCategory(data: Insights): { categories: string[]; rows: ({ week: string } & Record<string, number | string>)[] } {
  const categories = [...new Set(data.perWeek.map((p) => p.category))].sort();
  const rows = data.weeks.map((week) => {
    const row: { week: string } & Record<string, number | string> = { week };
    for (const category of categories) row[category] = 0;
    for (const p of data.perWeek) if (p.week === week) row[p.category] = (row[p.category] as number) + p.count;
    return row;
  });
  return { categories, rows };
}

export function sourceRows(data: Insights): { kind: string; label: string; count: number }[] {
  return [...data.bySource]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .map((s) => ({ kind: SOURCE_KIND_LABEL[s.kind] ?? s.kind, label: s.label, count: s.count }));
}

interface ResponseFigures {
  median: string;
  /** Share answered within 24 hours of the enquiries whose outcome is known, as "83%", or "–" with none. */
  share: string;
  /** "2 missed": answered late, or not at all once their 24 hours were over. */
  missed: string;
  detail: string;
  /** "3 still within their 24 hours", or null when none is. */
  waiting: string | null;
}

/**
 * Honest figures: an enquiry still inside its 24 hours has neither kept nor missed the promise, so
 * the share counts only those answered or whose 24 hours are over, and the rest are named apart.
 */
export function responseFigures({ answered, within24h, decided, waiting, medianMinutes }: Insights["response"]): ResponseFigures {
  return {
    median: medianMinutes === null ? "No replies yet" : formatSpan(medianMinutes * 60_000),
    share: decided === 0 ? "–" : `${Math.round((within24h / decided) * 100)}%`,
    missed: `${decided - within24h} missed`,
    detail: `${within24h} of ${decided} answered within 24 h; ${answered} answered in all`,
    waiting: waiting === 0 ? null : `${waiting} still within ${waiting === 1 ? "its" : "their"} 24 hours`,
  };
}
