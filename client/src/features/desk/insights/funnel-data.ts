import { csvRow } from "@shared/csv";
import { stepRate, type Funnel, type FunnelRow } from "@shared/funnel";
import { addDays, deskDay } from "@shared/desk-clock";
import type { FunnelPeriod } from "./api/funnel";

export const PRESETS = [
  { id: "7", label: "Last 7 days", days: 7 },
  { id: "30", label: "Last 30 days", days: 30 },
  { id: "90", label: "Last 90 days", days: 90 },
] as const;
export type PresetId = (typeof PRESETS)[number]["id"];

/** The last `days` days up to and including today, as days in the desk's zone (the server counts by them). */
export function presetPeriod(days: number, now: Date, timeZone: string): FunnelPeriod {
  const today = deskDay(now, timeZone);
  return { from: addDays(today, -(days - 1)), to: today };
}

/** "12.5%", or "–" when the step before had nobody. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "–";
  const pct = rate * 100;
  return `${pct >= 10 || pct === 0 ? pct.toFixed(0) : pct.toFixed(1)}%`;
}

export interface FunnelStep {
  label: string;
  count: number;
  /** Share of the step before (of visitors for the first step after them). */
  rate: number | null;
}

export function funnelSteps(totals: Funnel["totals"]): FunnelStep[] {
  return [
    { label: "Visitors", count: totals.visitors, rate: null },
    { label: "Enquiry dialogs opened", count: totals.enquiryOpens, rate: stepRate(totals.enquiryOpens, totals.visitors) },
    { label: "Enquiries sent", count: totals.enquiries, rate: stepRate(totals.enquiries, totals.enquiryOpens) },
  ];
}

/** Enquiries per visitor: the conversion a breakdown is sorted by. */
export const conversion = (r: FunnelRow): number | null => stepRate(r.enquiries, r.visitors);

export type FunnelSort = "visitors" | "conversion";

/** Most visitors first, or best conversion first (keys with no visitors last); ties by name. */
export function sortRows(rows: FunnelRow[], by: FunnelSort): FunnelRow[] {
  const value = (r: FunnelRow) => (by === "visitors" ? r.visitors : (conversion(r) ?? -1));
  return [...rows].sort((a, b) => value(b) - value(a) || b.enquiries - a.enquiries || a.key.localeCompare(b.key));
}

export const BREAKDOWNS = [
  { field: "byPage", title: "By landing page", keyLabel: "Page" },
  { field: "byProgramme", title: "By programme", keyLabel: "Programme" },
  { field: "bySource", title: "By source", keyLabel: "Source" },
  { field: "byCampaign", title: "By campaign", keyLabel: "Campaign" },
] as const;

export const TABLE_COLUMNS = ["Visitors", "Dialogs opened", "Opened per visitor", "Enquiries", "Enquiries per visitor"];

/** One breakdown row as table cells, after its key. */
export function rowCells(r: FunnelRow): (string | number)[] {
  return [r.visitors, r.enquiryOpens, formatRate(stepRate(r.enquiryOpens, r.visitors)), r.enquiries, formatRate(conversion(r))];
}

/** The whole funnel of a period as CSV: the totals, then every breakdown's rows. */
export function funnelCsv(funnel: Funnel, period: FunnelPeriod, by: FunnelSort): string {
  let csv = csvRow(["Breakdown", "Key", "Visitors", "Dialogs opened", "Enquiries", "Enquiries per visitor", "From", "To"]);
  const t = funnel.totals;
  csv += csvRow(["All visits", "", t.visitors, t.enquiryOpens, t.enquiries, formatRate(stepRate(t.enquiries, t.visitors)), period.from, period.to]);
  for (const b of BREAKDOWNS) {
    for (const r of sortRows(funnel[b.field], by)) {
      csv += csvRow([b.keyLabel, r.key, r.visitors, r.enquiryOpens, r.enquiries, formatRate(conversion(r)), period.from, period.to]);
    }
  }
  return csv;
}
