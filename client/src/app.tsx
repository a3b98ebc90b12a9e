import { Suspense } from "react";
import { Route, Router, Switch } from "wouter";
import { ROUTES, type PageRoute } from "@shared/routes";
import { TRIP_PATH_PREFIX } from "@shared/trip-page";
import { SCREENS, NotFoundScreen, ProgrammeScreen, TripScreen } from "@/pages/screens";
import { SiteLayout } from "@/components/layout/site-layout";
import { Toaster } from "@/components/ui/toaster";
import { useDocumentHead } from "@/lib/use-document-head";

/**
 * The trip page, and the addresses its details forms post to: a refused form comes back from there
 * (400, the page with each refusal beside its field), and once scripts run it is still the trip page.
 */
const TRIP_SCREEN_PATH = new RegExp(`^${TRIP_PATH_PREFIX}(?<token>[^/]+)(?:/travellers/[1-9][0-9]{0,2}|/insurance)?/?$`);

function Page({ route }: { route: PageRoute }) {
  useDocumentHead(route);
  const Screen = SCREENS[route.screen];
  return <Screen />;
}

function NotFoundPage() {
  useDocumentHead(undefined);
  return <NotFoundScreen />;
}

export interface AppProps {
  /** Server rendering passes the path being rendered; the browser uses its location. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ ssrPath, ssrSearch }: AppProps) {
  return (
    <>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Switch>
          <Route path="/admin/bookings">
            <Suspense fallback={null}>
              <Page route={ROUTES.find((r) => r.screen === "adminBookings")!} />
            </Suspense>
          </Route>
          <Route>
            <SiteLayout>
              <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
                <Switch>
                  {ROUTES.filter((r) => r.public).map((route) => (
                    <Route key={route.path} path={route.path}>
                      <Page route={route} />
                    </Route>
                  ))}
                  <Route path={TRIP_SCREEN_PATH}>{(params: { token?: string }) => <TripScreen token={params.token ?? ""} />}</Route>
                  {/* Any other two-part path may be a programme's page; its own chunk tells (programmePageOf), so the catalogues' list stays out of every page's first script. */}
                  <Route path="/:catalogue/:slug">{(params: { catalogue: string; slug: string }) => <ProgrammeScreen catalogue={params.catalogue} slug={params.slug} />}</Route>
                  <Route>
                    <NotFoundPage />
                  </Route>
                </Switch>
              </Suspense>
            </SiteLayout>
          </Route>
        </Switch>
      </Router>
      <Toaster />
    </>
  );
}
