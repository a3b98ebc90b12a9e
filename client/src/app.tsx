import { Suspense, useEffect } from "react";
import { Route, Router, Switch } from "wouter";
import { NOT_FOUND, ROUTES, type PageRoute } from "@shared/routes";
import { SCREENS, NotFoundScreen } from "@/pages/screens";
import { SiteLayout } from "@/components/layout/site-layout";
import { Toaster } from "@/components/ui/toaster";

/** Keeps the document title and description in step with the route table. */
function useDocumentHead(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}

function Page({ route }: { route: PageRoute }) {
  useDocumentHead(route.title, route.description);
  const Screen = SCREENS[route.screen];
  return <Screen />;
}

function NotFoundPage() {
  useDocumentHead(NOT_FOUND.title, NOT_FOUND.description);
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
