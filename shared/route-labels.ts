import { ROUTES, headingOf, type PageRoute, type Screen } from "./routes";

/*
 * A page's breadcrumb trail, read from the route table. Apart from routes.ts, which every page
 * loads, because only the catalogue and programme pages need it.
 */

export interface Crumb {
  label: string;
  /** Absent on the last crumb: it is the current page. */
  href?: string;
}

/** Home, the page's parent if it has one, then the page itself: all from this table. */
export function breadcrumbsOf(screen: Screen): Crumb[] {
  const byScreen = (s: Screen) => ROUTES.find((r) => r.screen === s)!;
  const crumbOf = (r: PageRoute): Crumb => ({ label: r.crumb ?? headingOf(r), href: r.path });
  const route = byScreen(screen);
  const trail = [crumbOf(byScreen("home"))];
  if (route.parent) trail.push(crumbOf(byScreen(route.parent)));
  return [...trail, { label: route.crumb ?? headingOf(route) }];
}
