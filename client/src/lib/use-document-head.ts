import { useEffect } from "react";
import { NOT_FOUND, type PageRoute } from "@shared/routes";

/**
 * Keeps the document's title and description in step with the page shown (the not-found page when
 * `route` is undefined). The page as served already has both in its head (shared/head.ts), so only
 * a move to another page inside the site changes them: the title at once, and the description once
 * the table of descriptions has been fetched, which no page needs before such a move.
 */
export function useDocumentHead(route: PageRoute | undefined): void {
  useEffect(() => {
    const title = route?.title ?? NOT_FOUND.title;
    if (document.title === title) return;
    document.title = title;
    void import("@shared/route-descriptions").then(({ descriptionOf }) => {
      // A later move may have happened meanwhile: that one sets its own.
      if (document.title !== title) return;
      document.querySelector('meta[name="description"]')?.setAttribute("content", descriptionOf(route));
    });
  }, [route]);
}
