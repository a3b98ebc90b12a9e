import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { DEFAULT_INSIGHT_PERIOD, insightPeriod, type InsightPeriod } from "@shared/insight-periods";

/** The Insights period from `?weeks=`, kept beside the desk's other parameters; 12 is left out of the URL. */
export function useInsightPeriod(): [InsightPeriod, (weeks: InsightPeriod) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const weeks = insightPeriod(new URLSearchParams(search).get("weeks"));
  const set = useCallback(
    (next: InsightPeriod) => {
      const params = new URLSearchParams(search);
      if (next === DEFAULT_INSIGHT_PERIOD) params.delete("weeks");
      else params.set("weeks", String(next));
      const text = params.toString();
      navigate(path + (text ? `?${text}` : ""), { replace: true });
    },
    [search, path, navigate],
  );
  return [weeks, set];
}
