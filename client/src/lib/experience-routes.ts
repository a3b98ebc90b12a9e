import { PATHS } from "@shared/routes";
import type { ExperienceGroup } from "@shared/home-search";

/**
 * The page a home-search key leads to: its group's catalogue (docs/site.md §3; the groups are drawn
 * from the published programmes, shared/home-search.ts). A key with no mapping still lands somewhere
 * useful: the retreats overview (docs/site.md §4).
 */
export function routeForExperience(groups: readonly ExperienceGroup[], key: string): string {
  return groups.find((g) => g.options.some((o) => o.key === key))?.route ?? PATHS.retreats;
}
