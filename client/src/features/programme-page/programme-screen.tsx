import { lazy, useContext, useEffect, useState } from "react";
import { NOT_FOUND } from "@shared/routes";
import { SITE } from "@shared/site";
import { programmePageOf } from "@shared/programme-page";
import { ProgrammeDataContext, readProgrammeData } from "./programme-data";
import type { ProgrammePageData } from "./programme-view";
import { ProgrammePage } from "./components/programme-page";
import { ProgrammeGone } from "./components/programme-gone";

const NotFoundScreen = lazy(() => import("@/pages/not-found"));

const titleOf = (page: ProgrammePageData | null) =>
  page === null ? NOT_FOUND.title : `${page.kind === "programme" ? page.view.title : page.title} | ${SITE.name}`;

/**
 * `/{catalogue}/{slug}`: a programme's page as the server rendered it (its JSON copy, so hydrating
 * fetches nothing), the page of one no longer offered, or the site's not-found page. Only a page
 * the server did not render (the development server) reads its programme from the API.
 */
export default function ProgrammeScreen({ catalogue, slug }: { catalogue: string; slug: string }) {
  const path = `/${catalogue}/${slug}`;
  const rendered = useContext(ProgrammeDataContext);
  // A path that is no catalogue and slug is the site's not-found page, as the server answered it.
  const [served] = useState(() =>
    programmePageOf(path) === null ? null : rendered !== undefined ? rendered : typeof document === "undefined" ? undefined : readProgrammeData(document, path),
  );
  const [loaded, setLoaded] = useState<{ path: string; page: ProgrammePageData | null }>();
  const page = served !== undefined ? served : loaded?.path === path ? loaded.page : undefined;

  useEffect(() => {
    const wanted = programmePageOf(path);
    if (served !== undefined || wanted === null) return;
    let live = true;
    void import("./api/load-programme")
      .then((m) => m.loadProgrammePage(wanted.catalogue, wanted.slug))
      .catch(() => null)
      .then((p) => live && setLoaded({ path, page: p }));
    return () => {
      live = false;
    };
  }, [served, path]);

  // The page as served has its head already; a move inside the app names the page it reached.
  useEffect(() => {
    if (page !== undefined) document.title = titleOf(page);
  }, [page]);

  if (page === undefined) return <div className="min-h-[60vh]" aria-busy="true" />;
  if (page === null) return <NotFoundScreen />;
  if (page.kind === "gone") return <ProgrammeGone title={page.title} catalogue={page.catalogue} />;
  return <ProgrammePage view={page.view} />;
}

/** The desk's previews draw a programme with these, loaded as this page loads (features/desk/programmes/site-parts.ts). */
export { ProgrammePage } from "./components/programme-page";
export { programmeViewOf } from "./programme-view";
export { photoUrl } from "@shared/media/photo-urls";
