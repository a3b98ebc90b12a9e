import { useCallback, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { useQuery } from "@tanstack/react-query";
import { apiPaths } from "@shared/api-paths";
import { CATALOGUES, isCatalogueKey } from "@shared/catalogue/catalogues";
import type { ProgrammePhoto } from "@shared/catalogue/programme";
import type { CardDeparturesByProgramme } from "@shared/departures/card-departure";
import { CATALOGUE_BY_SCREEN } from "@/catalogue/configs/by-screen";
import type { ProgrammeView } from "@/features/programme-page";
import type { ProgrammeDraft } from "../programme-draft";
import { drawableRecord } from "./card-preview";
import { useSiteParts, type SiteParts } from "../site-parts";

/** The phone the page is previewed on: its width, and a screenful and a half of its height. */
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
 * dates). It is drawn in a frame of the phone's width, so the page's own breakpoints apply, and
 * is a picture: nothing in it can be pressed or focused.
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
  // The frame takes the desk's stylesheets, and draws the page in a part of it no one can act in.
  const frame = useCallback((el: HTMLIFrameElement | null) => {
    const doc = el?.contentDocument;
    if (!doc) return setBody(null);
    let root = doc.body.querySelector<HTMLElement>("[data-preview-root]");
    if (!root) {
      for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) doc.head.appendChild(sheet.cloneNode(true));
      root = doc.createElement("div");
      root.setAttribute("inert", "");
      root.setAttribute("data-preview-root", "");
      doc.body.appendChild(root);
    }
    setBody(root);
  }, []);
  return (
    <figure className="grid gap-2" data-page-preview>
      <figcaption className="text-sm font-semibold text-ink-muted">The page on a phone ({PREVIEW.width} px)</figcaption>
      <iframe
        ref={frame}
        title="The programme's page as a visitor would see it"
        tabIndex={-1}
        width={PREVIEW.width}
        height={PREVIEW.height}
        className="max-w-full bg-white outline outline-1 outline-ink/10"
      />
      {body &&
        createPortal(
          !parts ? (
            <p className="p-4 text-sm text-ink-muted">Drawing the page…</p>
          ) : view ? (
            <parts.ProgrammePage view={view} />
          ) : (
            <p className="p-4 text-sm text-ink-muted">The page appears once the card&apos;s fields are filled in.</p>
          ),
          body,
        )}
    </figure>
  );
}
