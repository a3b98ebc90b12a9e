import { BOOKING_STATUSES, type BookingStatus } from "@shared/booking-status";
import { BOOKING_VIEWS, type BookingView } from "@shared/booking-views";
import { DEFAULT_INSIGHT_PERIOD, insightPeriod, type InsightPeriod } from "@shared/insight-periods";

/**
 * What the desk shows, kept in the query string so a link (the staff alert's `?id=123`), a
 * reload or Back lands on the same screen.
 */
export interface DeskState {
  /** A tab id; the shell falls back to its first tab for one it does not know. */
  tab: string;
  /** null until chosen: the enquiries tab then opens on Needs reply when it holds anything, else All. */
  view: BookingView | null;
  status: BookingStatus | "all";
  q: string;
  /** The booking open in the detail panel. */
  id: number | null;
  /** The programme open in the Programmes tab's editor (`&programme=<id>`), so a reload or a link reaches it. */
  programme: number | null;
  /** Insights' period, kept while other tabs are open so coming back shows the same weeks. */
  weeks: InsightPeriod;
}

export const DEFAULT_TAB = "enquiries";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** A row id as the server makes them; anything else is no id. */
const rowId = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function parseDeskState(search: string): DeskState {
  const params = new URLSearchParams(search);
  return {
    tab: params.get("tab") || DEFAULT_TAB,
    view: oneOf(BOOKING_VIEWS, params.get("view")),
    status: oneOf(BOOKING_STATUSES, params.get("status")) ?? "all",
    q: params.get("q") ?? "",
    id: rowId(params.get("id")),
    programme: rowId(params.get("programme")),
    weeks: insightPeriod(params.get("weeks")),
  };
}

/** Only what differs from the defaults, in a fixed order, so equal states give equal URLs. */
export function serializeDeskState(state: DeskState): string {
  const params = new URLSearchParams();
  if (state.tab !== DEFAULT_TAB) params.set("tab", state.tab);
  if (state.view !== null) params.set("view", state.view);
  if (state.status !== "all") params.set("status", state.status);
  if (state.q) params.set("q", state.q);
  if (state.id !== null) params.set("id", String(state.id));
  if (state.programme !== null) params.set("programme", String(state.programme));
  if (state.weeks !== DEFAULT_INSIGHT_PERIOD) params.set("weeks", String(state.weeks));
  const text = params.toString();
  return text ? `?${text}` : "";
}
