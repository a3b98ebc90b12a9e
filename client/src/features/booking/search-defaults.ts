import { isValid, parse, startOfDay } from "date-fns";
import { GROUP_SIZE_OPTIONS } from "@shared/enquiry-options";
import type { LastSearch } from "@/lib/last-search";
import { formatPreferredDate } from "@/lib/format";
import type { EnquiryFormValues } from "./enquiry-form";

const SIZES = GROUP_SIZE_OPTIONS.map((o) => o.value);

/** "3-5" → 3, "10+" → 6: the range's first number, brought within the form's 1 to 6+. */
export function nearestGroupSize(guests: string): number | null {
  const first = /^\s*(\d+)/.exec(guests);
  if (!first) return null;
  const n = Number(first[1]);
  if (n < 1) return null;
  return Math.min(Math.max(n, SIZES[0]), SIZES[SIZES.length - 1]);
}

/**
 * What the visitor already told the home search, carried into the enquiry form so they need not
 * say it twice. A date in the past is left out: the date picker would refuse it anyway.
 */
export function searchDefaults(last: LastSearch | null, today: Date): Partial<EnquiryFormValues> {
  if (!last) return {};
  const values: Partial<EnquiryFormValues> = {};
  const date = last.date ? parse(last.date, "yyyy-MM-dd", today) : null;
  if (date && isValid(date) && date >= startOfDay(today)) values.preferredDates = formatPreferredDate(date);
  const size = nearestGroupSize(last.guests);
  if (size !== null) values.groupSize = size;
  return values;
}
