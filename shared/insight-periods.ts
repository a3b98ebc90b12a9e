import { z } from "zod";

/** The periods Insights offers, in weeks; 12 unless the URL asks for another (`?weeks=4`). */
export const INSIGHT_PERIODS = [4, 12, 52] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 12;

/** A query string's `weeks`: one of the periods, else the default. */
export function insightPeriod(value: unknown): InsightPeriod {
  return INSIGHT_PERIODS.find((p) => String(p) === value) ?? DEFAULT_INSIGHT_PERIOD;
}

/** `GET /api/admin/insights?weeks=4|12|52`: anything else is a 400. */
export const insightsQuery = z.object({
  weeks: z
    .enum(INSIGHT_PERIODS.map(String) as [string, ...string[]], { message: "Must be 4, 12 or 52" })
    .optional()
    .transform((w) => insightPeriod(w)),
});
