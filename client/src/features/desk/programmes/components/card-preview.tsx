import { lazy, Suspense, useCallback } from "react";
import { cardIssues } from "@shared/catalogue/card-issues";
import { cardItemOf, type CardItem } from "@shared/catalogue/card-items";
import { CATALOGUES, isCatalogueKey, type CatalogueKey } from "@shared/catalogue/catalogues";
import { CARD_SCHEMAS } from "@shared/catalogue/card-schemas";
import { CATALOGUE_BY_SCREEN } from "@/catalogue/configs/by-screen";
import { loadCatalogueScreen } from "@/features/catalogue";
import type { CardModel } from "@/catalogue/types";
import { fieldLabel } from "../card-fields";
import type { ProgrammeDraft } from "../programme-draft";
import type { ProgrammePhoto } from "@shared/catalogue/programme";

/**
 * The site's own card, from the catalogue pages' chunk: a static import here would split the card
 * into a chunk of its own, and every catalogue page would pay about 0.6 KB of gzipped script for
 * the split (tests/build/budget.test.ts).
 */
const ProgrammeCard = lazy(() => loadCatalogueScreen().then((m) => ({ default: m.ProgrammeCard })));

/** The width of the phone the preview shows the card on. */
const PREVIEW_WIDTH = 390;

/**
 * The draft's card record when its catalogue's schema accepts it, else null. The site's card and
 * page read their fields as typed (a rating still "" breaks the drawing, and with it the editor),
 * so the previews wait for a record the site could hold.
 */
export function drawableRecord(catalogue: CatalogueKey, draft: ProgrammeDraft): CardItem | null {
  const item = cardItemOf({ catalogue, slug: draft.slug, title: draft.title, summary: draft.summary, highlights: draft.highlights, duration: draft.duration, image: draft.image, card: draft.card });
  return CARD_SCHEMAS[catalogue].safeParse(item).success ? item : null;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

/**
 * Why the previews wait, ending "…appears once " + this: fields still empty, a field whose value
 * the card's rules refuse (named as the editor labels it, "Duration"), or both.
 */
export function previewWaitsFor(catalogue: string, draft: ProgrammeDraft): string {
  const filled = "its fields are filled in";
  if (!isCatalogueKey(catalogue)) return filled;
  const { slug, title, summary, highlights, duration, image, card } = draft;
  const issues = cardIssues({ catalogue, slug, title, summary, highlights, duration, image, card });
  // A path names a draft field and its place in it: "title", "highlights.2", "card.rating".
  const valueAt = (path: string) => path.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], draft);
  const empty = issues.some((i) => isEmpty(valueAt(i.path)));
  const wrong = issues.find((i) => !isEmpty(valueAt(i.path)));
  if (!wrong) return filled;
  const [head, name] = wrong.path.split(".");
  const corrected = `${fieldLabel(head === "card" && name ? `card.${name}` : head)} is corrected`;
  return empty ? `${filled} and ${corrected}` : corrected;
}

/** The card the catalogue would print for this draft, or null while a field it needs is missing. */
function previewCard(catalogue: string, draft: ProgrammeDraft): CardModel | null {
  if (!isCatalogueKey(catalogue)) return null;
  const config = CATALOGUE_BY_SCREEN[CATALOGUES[catalogue].screen];
  const item = drawableRecord(catalogue, draft);
  if (!config || !item) return null;
  try {
    return config.toCard(item);
  } catch {
    return null;
  }
}

/**
 * A live preview of the programme's card as a visitor sees it on a 390 px phone, drawn by the
 * site's own card component. It is a picture: nothing in it can be pressed or focused.
 */
export function CardPreview({ catalogue, draft, photo }: { catalogue: string; draft: ProgrammeDraft; photo?: ProgrammePhoto }) {
  const drawn = previewCard(catalogue, draft);
  // The programme's first photo is its card's picture, as on the site.
  const card = drawn && photo ? { ...drawn, photo } : drawn;
  // React 18 does not know `inert`; the attribute is set on the element itself.
  const inert = useCallback((el: HTMLDivElement | null) => el?.setAttribute("inert", ""), []);
  return (
    // One column no wider than the editor's (a phone's is under 390 px), so the frame never widens the page.
    <figure className="grid grid-cols-[minmax(0,1fr)] gap-2" data-card-preview>
      <figcaption className="text-sm font-semibold text-ink-muted">The card on a phone ({PREVIEW_WIDTH} px)</figcaption>
      <div ref={inert} className="w-full max-w-[390px] overflow-hidden bg-sand px-4 py-4 outline outline-1 outline-ink/10">
        {card ? (
          <Suspense fallback={<p className="text-sm text-ink-muted">Drawing the card…</p>}>
            <ProgrammeCard card={card} headingLevel={3} />
          </Suspense>
        ) : (
          <p className="text-sm text-ink-muted">The card appears once {previewWaitsFor(catalogue, draft)}.</p>
        )}
      </div>
    </figure>
  );
}
