import { useEffect, useRef, useState } from "react";
import { ExternalLink, MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import { answerMapPresses, SHOW_MAP_ATTR } from "@/lib/early-map-press";

/** Google Maps, reached only when the visitor asks for the map (or follows the link). */
const GOOGLE_MAPS = "https://www.google.com/maps";

export interface MapEmbedProps {
  /** One-line postal address, used for the map query and shown on the placeholder. */
  address: string;
  title: string;
}

/**
 * A map that loads nothing from Google until you ask: the placeholder is drawn by the site,
 * and only 'Show map' inserts the embed. Until then no request (and no cookie) reaches a
 * third party.
 */
export function MapEmbed({ address, title }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  const frameWrap = useRef<HTMLDivElement>(null);
  const query = encodeURIComponent(address);

  // A press made after the entry module ran but before this was drawn is answered now.
  useEffect(() => answerMapPresses(() => setShown(true)), []);

  // The button disappears when pressed, so move focus to the map instead of losing it.
  useEffect(() => {
    if (shown) frameWrap.current?.focus();
  }, [shown]);

  return (
    <div>
      {shown ? (
        <div
          ref={frameWrap}
          tabIndex={-1}
          className="aspect-[4/3] overflow-hidden rounded-card shadow-soft md:aspect-[21/9]"
        >
          <iframe
            src={`${GOOGLE_MAPS}?q=${query}&output=embed`}
            title={title}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-full w-full border-0"
          />
        </div>
      ) : (
        <div className="relative flex aspect-[4/3] flex-col items-center justify-center gap-4 overflow-hidden rounded-card bg-sand-dark p-6 text-center shadow-soft md:aspect-[21/9]">
          {/* A hand-drawn street grid stands in for the map, so the page stays first-party. */}
          <svg aria-hidden="true" className="absolute inset-0 h-full w-full text-sand" preserveAspectRatio="none">
            <defs>
              <pattern id="map-grid" width="64" height="64" patternUnits="userSpaceOnUse" patternTransform="rotate(12)">
                <path d="M0 32h64M32 0v64" stroke="currentColor" strokeWidth="6" fill="none" />
              </pattern>
            </defs>
            <rect width="100%" height="100%" fill="url(#map-grid)" />
          </svg>
          <span className="relative flex h-14 w-14 items-center justify-center rounded-full bg-teal text-white shadow-soft">
            <MapPin aria-hidden="true" className="h-7 w-7" />
          </span>
          <p className="relative max-w-xs font-medium text-ink">{address}</p>
          {/* A link in the HTML, so a press before the scripts run (or without them) opens the map page. */}
          <Button asChild className="relative">
            <a
              href={`${GOOGLE_MAPS}?q=${query}`}
              target="_blank"
              rel="noopener noreferrer"
              role="button"
              {...{ [SHOW_MAP_ATTR]: "" }}
              onClick={(event) => {
                event.preventDefault();
                setShown(true);
              }}
              onKeyDown={(event) => {
                // A button answers Space as well as Enter.
                if (event.key === " ") {
                  event.preventDefault();
                  setShown(true);
                }
              }}
            >
              Show map
            </a>
          </Button>
          <p className="relative max-w-sm text-xs text-ink-muted">
            The map is provided by Google and loads only when you press the button.
          </p>
        </div>
      )}
      <a
        href={`${GOOGLE_MAPS}?q=${query}`}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-medium hover:underline"
      >
        Open in Google Maps
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
