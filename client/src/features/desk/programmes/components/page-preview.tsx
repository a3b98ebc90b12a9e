import { useCallback, useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { useQuery } from "@tanstack/react-query";
import { apiPaths } from "@shared/api-paths";
import { CATALOGUES, isCatalogueKey } from "@shared/catalogue/catalogues";
import type { ProgrammePhoto } from "@shared/catalogue/programme";
import type { CardDeparturesByProgramme } from "@shared/departures/card-departure";
import { CATALOGUE_BY_SCREEN } from "@/catalogue/configs/by-screen";
import type { ProgrammeView } from "@/features/programme-page";
import type { ProgrammeDraft } from "../programme-draft";
import { drawableRecord, previewWaitsFor } from "./card-preview";
import { useSiteParts, type SiteParts } from "../site-parts";

/** The phone the page is previewed on: its width, and a screenful and a half of its height, the most seen at once. */
const PREVIEW = { width: 390, height: 720 };

/** The programme's page as the site would draw it from the editor's values, or null while a field its card needs is missing. */
function previewView(
  programmeViewOf: SiteParts["programmeViewOf"],
  catalogue: string,
  draft: ProgrammeDraft,
  photos: ProgrammePhoto[],
  departures: CardDeparturesByProgramme | undefined,
): ProgrammeView | null {
  if (!isCatalogueKey(catalogue)) return null;
  const def = CATALOGUE_BY_SCREEN[CATALOGUES[catalogue].screen];
  if (!def || !drawableRecord(catalogue, draft)) return null;
  try {
    return programmeViewOf(
      def,
      { ...draft, catalogue, stay: draft.stay.trim() === "" ? null : draft.stay, itinerary: draft.itinerary.map((d, i) => ({ ...d, day: i + 1 })), photos },
      departures?.[draft.title] ?? [],
    );
  } catch {
    // A card that reads a list the draft has not filled in yet throws; the preview waits for it.
    return null;
  }
}

/**
 * The programme's whole page on a 390 px phone, drawn by the site's own page component from what
 * is typed, so a draft is seen before anyone publishes it (nothing is fetched but the departures'
 * dates). It is drawn in a frame of the phone's width, so the page's own breakpoints apply, shown
 * smaller in a narrower column. The frame is as tall as the page and the region around it scrolls:
 * the region takes focus, so the page can be read with the arrow keys, while the page itself is a
 * picture: nothing in it can be pressed or focused.
 */
export function PagePreview({ catalogue, draft, photos }: { catalogue: string; draft: ProgrammeDraft; photos: ProgrammePhoto[] }) {
  const departures = useQuery({
    queryKey: ["departure-cards"],
    queryFn: async () => (await fetch(apiPaths.departureCards.href())).json() as Promise<CardDeparturesByProgramme>,
    staleTime: 60_000,
  });
  const parts = useSiteParts();
  const view = useMemo(() => parts && previewView(parts.programmeViewOf, catalogue, draft, photos, departures.data), [parts, catalogue, draft, photos, departures.data]);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const pageHeight = useHeight(body) ?? PREVIEW.height;
  const scale = useFit(scroller, PREVIEW.width);
  // The frame takes the desk's stylesheets, and draws the page in a part of it no one can act in.
  const frame = useCallback((el: HTMLIFrameElement | null) => {
    const doc = el?.contentDocument;
    if (!doc) return setBody(null);
    let root = doc.body.querySelector<HTMLElement>("[data-preview-root]");
    if (!root) {
      for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) doc.head.appendChild(sheet.cloneNode(true));
      // The region around the frame scrolls; the frame never does.
      doc.documentElement.style.overflow = "hidden";
      root = doc.createElement("div");
      root.setAttribute("inert", "");
      root.setAttribute("data-preview-root", "");
      doc.body.appendChild(root);
    }
    setBody(root);
  }, []);
  return (
    <figure className="grid gap-2" data-page-preview>
      <figcaption className="text-sm font-semibold text-ink-muted">
        The page on a phone ({PREVIEW.width} px{scale < 1 ? `, shown at ${Math.round(scale * 100)} %` : ""})
      </figcaption>
      {/* A thin scroll bar leaves the phone's width beside it. */}
      <div
        ref={setScroller}
        role="region"
        aria-label="Page preview"
        // Focusable so the keyboard can scroll it: the page in it is inert, so nothing else in it takes focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-[720px] w-full max-w-[400px] overflow-y-auto overflow-x-hidden outline outline-1 outline-ink/10 [scrollbar-width:thin] focus-visible:ring-2 focus-visible:ring-saffron"
      >
        <div className="overflow-hidden" style={{ width: PREVIEW.width * scale, height: pageHeight * scale }}>
          <iframe
            ref={frame}
            title="The programme's page as a visitor would see it"
            tabIndex={-1}
            width={PREVIEW.width}
            height={pageHeight}
            className="block bg-white"
            style={scale < 1 ? { transform: `scale(${scale})`, transformOrigin: "top left" } : undefined}
          />
        </div>
      </div>
      {body &&
        createPortal(
          !parts ? (
            <p className="p-4 text-sm text-ink-muted">Drawing the page…</p>
          ) : view ? (
            <parts.ProgrammePage view={view} />
          ) : (
            <p className="p-4 text-sm text-ink-muted">The page appears with the card, once {previewWaitsFor(catalogue, draft)}.</p>
          ),
          body,
        )}
    </figure>
  );
}

/** The height of what is drawn in the frame, measured by the frame's own window; null until measured. */
function useHeight(el: HTMLElement | null): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const Observer = el?.ownerDocument.defaultView?.ResizeObserver;
    if (!el || !Observer) return;
    const seen = new Observer(() => setHeight(Math.ceil(el.getBoundingClientRect().height)));
    seen.observe(el);
    return () => seen.disconnect();
  }, [el]);
  return height;
}

/** How much smaller than `width` the element's inside is (1 when it is as wide or wider, or not yet measured). */
function useFit(el: HTMLElement | null, width: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    if (!el) return;
    const seen = new ResizeObserver(() => setScale(el.clientWidth > 0 ? Math.min(1, el.clientWidth / width) : 1));
    seen.observe(el);
    return () => seen.disconnect();
  }, [el, width]);
  return scale;
}
