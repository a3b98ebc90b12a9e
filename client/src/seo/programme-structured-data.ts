import { SITE } from "@shared/site";
import type { PublicDeparture } from "@shared/departures";
import { photoUrl, photoWidths } from "@shared/media/photo-urls";
import type { ProgrammeView } from "@/features/programme-page/programme-view";
import { departureEvent } from "./departure-events";

type JsonLd = Record<string, unknown>;

const tag = (d: JsonLd) => `<script type="application/ld+json">${JSON.stringify(d).replace(/</g, "\\u003c")}</script>`;

/** The picture that stands for a programme: its first photograph's largest JPEG, else its card's art. */
export function programmeImage(view: Pick<ProgrammeView, "photos" | "art">, publicUrl: string): string {
  const [first] = view.photos;
  if (!first) return `${publicUrl}${view.art}`;
  const widths = photoWidths(first.width);
  return `${publicUrl}${photoUrl(first.id, widths[widths.length - 1], "jpg")}`;
}

/**
 * A programme page's structured data: a schema.org TouristTrip (name, description, images, url, its
 * itinerary as a list of days, the provider) whose departures are Events with their Offers, exactly
 * as the catalogue words them (departureEvent), each linked from the trip by its @id; and the
 * page's BreadcrumbList (Home › catalogue › programme).
 */
export function programmeStructuredDataTags(view: ProgrammeView, departures: readonly PublicDeparture[], publicUrl = ""): string {
  const url = `${publicUrl}${view.path}`;
  const images = view.photos.length > 0 ? view.photos.map((p) => programmeImage({ photos: [p], art: view.art }, publicUrl)) : [programmeImage(view, publicUrl)];
  const events = departures.map((d) => ({ "@id": `${url}#departure-${d.id}`, ...departureEvent(view.title, view.eyebrow, d, url) }));
  const trip: JsonLd = {
    "@type": "TouristTrip",
    "@id": `${url}#trip`,
    name: view.title,
    description: view.summary,
    image: images,
    url,
    ...(view.itinerary.length > 0
      ? {
          itinerary: {
            "@type": "ItemList",
            numberOfItems: view.itinerary.length,
            itemListElement: view.itinerary.map((d) => ({ "@type": "ListItem", position: d.day, name: d.title ? `Day ${d.day}: ${d.title}` : `Day ${d.day}`, description: d.text })),
          },
        }
      : {}),
    provider: { "@type": "TravelAgency", name: SITE.name, url: `${publicUrl}/` },
    ...(events.length > 0 ? { subjectOf: events.map((e) => ({ "@id": e["@id"] })) } : {}),
  };
  const crumbs: JsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { name: "Home", item: `${publicUrl}/` },
      { name: view.catalogue.label, item: `${publicUrl}${view.catalogue.path}` },
      { name: view.title, item: url },
    ].map((c, i) => ({ "@type": "ListItem", position: i + 1, ...c })),
  };
  return tag({ "@context": "https://schema.org", "@graph": [trip, ...events] }) + tag(crumbs);
}
