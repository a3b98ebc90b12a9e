import { z } from "zod";

/** One key of a breakdown (a page, programme, source or campaign) and its three funnel steps. */
export interface FunnelRow {
  key: string;
  visitors: number;
  enquiryOpens: number;
  enquiries: number;
}

/** `GET /api/admin/insights/funnel` (docs/decisions/visits-and-the-funnel.md). */
export interface Funnel {
  totals: { visitors: number; pageviews: number; enquiryOpens: number; enquiries: number };
  byPage: FunnelRow[];
  byProgramme: FunnelRow[];
  bySource: FunnelRow[];
  byCampaign: FunnelRow[];
}

export const FUNNEL_DIMENSIONS = ["page", "programme", "source", "campaign"] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

/** The longest period the funnel answers for: a little over a year. */
export const MAX_FUNNEL_DAYS = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(v: string): boolean {
  if (!DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const day = z.string().refine(isCalendarDay, "Must be a day written YYYY-MM-DD");

export const funnelQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: "Must not be after to", path: ["from"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_FUNNEL_DAYS, {
    message: `The period must be at most ${MAX_FUNNEL_DAYS} days`,
    path: ["to"],
  });

/** The share of `of` that `part` is, or null when there is nothing to divide by. */
export function stepRate(part: number, of: number): number | null {
  return of > 0 ? part / of : null;
}
