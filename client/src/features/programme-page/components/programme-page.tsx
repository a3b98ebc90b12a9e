import { useId } from "react";
import { Check, ChevronRight, Clock, Minus, Users } from "lucide-react";
import { BookButton } from "@/features/booking";
import { CardChip } from "@/components/ui/card-chip";
import { Rating } from "@/components/ui/rating";
import { Button } from "@/components/ui/button";
import type { ProgrammeView } from "../programme-view";
import { ProgrammeDates } from "./programme-dates";
import { ProgrammePhotos } from "./programme-photos";
import { Lines, Paragraphs, Section } from "./section";

/** Home › the catalogue › this programme: plain links, so Back and a new tab behave as anywhere. */
function Crumbs({ view }: { view: ProgrammeView }) {
  const sep = <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />;
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="flex items-center gap-1">
          <a href="/" className="text-teal underline-offset-4 hover:underline">
            Home
          </a>
        </li>
        <li className="flex items-center gap-1">
          {sep}
          <a href={view.catalogue.path} className="text-teal underline-offset-4 hover:underline">
            {view.catalogue.label}
          </a>
        </li>
        <li className="flex items-center gap-1">
          {sep}
          <span aria-current="page">{view.title}</span>
        </li>
      </ol>
    </nav>
  );
}

function Facts({ view }: { view: ProgrammeView }) {
  if (!view.duration && !view.groupSize && view.badges.length === 0 && view.rating === undefined) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {view.duration && (
        <CardChip icon={Clock} className="bg-white">
          <span className="sr-only">Duration: </span>
          {view.duration}
        </CardChip>
      )}
      {view.groupSize && (
        <CardChip icon={Users} className="bg-white">
          <span className="sr-only">Group size: </span>
          {view.groupSize}
        </CardChip>
      )}
      {view.badges.map((b) => (
        <CardChip key={b} className="bg-teal-light text-teal-dark">
          {b}
        </CardChip>
      ))}
      {view.rating !== undefined && <Rating value={view.rating} className="ml-1" />}
    </div>
  );
}

/**
 * A programme's page (docs/site.md, "Programme pages"): its h1 and facts, its photographs or
 * its card's art, the summary and highlights, **Itinerary**, **What's included**, **Not included**,
 * **Where you stay**, **Dates and prices**, **Questions** and **Book**, each section left out when it
 * has nothing to say. Everything works from the HTML alone; Book opens the enquiry dialog once the
 * scripts run (a press made before is kept: docs/decisions/early-presses.md).
 */
export function ProgrammePage({ view }: { view: ProgrammeView }) {
  const titleId = useId();
  const { booking } = view;
  const book = (label: string) => (
    <BookButton tripType={booking.tripType} category={booking.category} programme={view.title} departures={view.departures} label={label} aria-describedby={titleId} />
  );
  return (
    <article aria-labelledby={titleId}>
      <header className="bg-sand">
        {view.rainbow && <div aria-hidden="true" className="rainbow-rule h-1 w-full" />}
        <div className="container py-8 md:py-12">
          <Crumbs view={view} />
          <div className="grid items-center gap-8 md:grid-cols-[1.4fr_1fr]">
            <div className="min-w-0">
              {view.eyebrow && <p className="text-xs font-semibold uppercase tracking-wider text-teal">{view.eyebrow}</p>}
              <h1 id={titleId} className="mt-1 text-4xl font-semibold leading-tight md:text-5xl">
                {view.title}
              </h1>
              <Facts view={view} />
              <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">{view.summary}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                {book("Book")}
                <Button asChild variant="outline">
                  <a href="#dates">Dates and prices</a>
                </Button>
              </div>
            </div>
            {view.photos.length === 0 && (
              <img src={view.art} alt="" width={800} height={500} className="aspect-[8/5] w-full rounded-card object-cover shadow-soft" />
            )}
          </div>
        </div>
      </header>

      {view.photos.length > 0 && (
        <div className="container pt-8">
          <ProgrammePhotos photos={view.photos} />
        </div>
      )}

      <div className="container py-10 md:py-14">
        <div className="mx-auto grid max-w-3xl gap-12">
          {view.highlights.length > 0 && (
            <Section title={view.highlightsTitle}>
              <Lines items={view.highlights} mark={<Check className="h-4 w-4 text-teal" />} />
            </Section>
          )}
          {view.lists.map((list, i) => (
            <Section key={i} title={list.title ?? "More"}>
              <Lines items={list.items} mark={<Check className="h-4 w-4 text-teal" />} />
            </Section>
          ))}
          {view.facts.length > 0 && (
            <dl className="grid gap-3 rounded-2xl bg-sand p-4 text-sm">
              {view.facts.map((fact) => (
                <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
                  <dt className="text-ink-muted">{fact.label}</dt>
                  <dd className="font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {view.itinerary.length > 0 && (
            <Section title="Itinerary">
              <ol className="grid gap-6 border-l-2 border-sand-dark pl-5">
                {view.itinerary.map((d) => (
                  <li key={d.day}>
                    <h3 className="font-sans text-lg font-semibold text-ink">
                      <span className="text-teal">Day {d.day}</span>
                      {d.title && <> · {d.title}</>}
                    </h3>
                    {d.text && <Paragraphs text={d.text} className="mt-1 text-ink-muted" />}
                  </li>
                ))}
              </ol>
            </Section>
          )}
          {(view.included.length > 0 || view.notIncluded.length > 0) && (
            <div className="grid gap-12 md:grid-cols-2 md:gap-8">
              {view.included.length > 0 && (
                <Section title="What's included">
                  <Lines items={view.included} mark={<Check className="h-4 w-4 text-teal" />} />
                </Section>
              )}
              {view.notIncluded.length > 0 && (
                <Section title="Not included">
                  <Lines items={view.notIncluded} mark={<Minus className="h-4 w-4 text-ink-muted" />} />
                </Section>
              )}
            </div>
          )}
          {view.stay && (
            <Section title="Where you stay">
              <Paragraphs text={view.stay} className="text-ink-muted" />
            </Section>
          )}
          <ProgrammeDates view={view} titleId={titleId} />
          {view.faq.length > 0 && (
            <Section title="Questions">
              <div className="grid gap-3">
                {view.faq.map((f, i) => (
                  <details key={i} className="group rounded-2xl bg-sand px-4">
                    <summary className="flex min-h-11 cursor-pointer items-center py-3 font-semibold text-ink">{f.question}</summary>
                    <Paragraphs text={f.answer} className="pb-4 text-ink-muted" />
                  </details>
                ))}
              </div>
            </Section>
          )}
          <div className="rounded-card bg-teal-light p-6 md:p-8">
            <p className="font-display text-2xl font-semibold text-ink">Ready to join {view.title}?</p>
            <p className="mt-2 text-ink-muted">Send us your dates and questions; we&apos;ll contact you within 24 hours.</p>
            <div className="mt-4">{book("Book")}</div>
          </div>
        </div>
      </div>
    </article>
  );
}
