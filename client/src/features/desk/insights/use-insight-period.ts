import type { InsightPeriod } from "@shared/insight-periods";
import { useDeskState } from "../shell/use-desk-state";

/** The Insights period: `?weeks=` in the desk's state, so it stays in the URL across tabs; 12 is left out. */
export function useInsightPeriod(): [InsightPeriod, (weeks: InsightPeriod) => void] {
  const [state, setState] = useDeskState();
  return [state.weeks, (weeks) => setState({ weeks }, { replace: true })];
}
