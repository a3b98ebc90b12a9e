import { useId } from "react";
import { Link } from "wouter";
import { Clock, Users } from "lucide-react";
import type { CardModel } from "@/catalogue/types";
import { BookButton, CardDepartures } from "@/features/booking";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { CardChip } from "@/components/ui/card-chip";
import { CardList } from "./card-list";
import { Rating } from "@/components/ui/rating";
import { CardPhoto } from "./card-photo";

export interface ProgrammeCardProps {
  card: CardModel;
  /** 2 under a page h1 (the catalogue pages); 3 when the cards sit under a section h2. */
  headingLevel?: 2 | 3;
  /** The programme's own page: its title links there (a plain link, so Back returns to the filtered catalogue). */
  href?: string;
  className?: string;
}

// Actions share a row when they fit and stack when they do not (grow keeps their natural width
// as the basis); a label longer than the card wraps instead of overflowing.
const actionClass = "h-auto min-h-11 grow whitespace-normal py-2 text-center";
/** The art or the photo: one box for both, so a photo arriving moves nothing. */
const imageClass = "aspect-[8/5] w-full bg-sand-dark object-cover";

/** One programme: artwork, facts and features, with its actions pinned to the card's bottom. */
export function ProgrammeCard({ card, headingLevel = 2, href, className }: ProgrammeCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Icon = card.icon;
  const hasActions = card.booking || (card.links && card.links.length > 0);

  return (
    <article
      aria-labelledby={titleId}
      className={cn("flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft", className)}
    >
      {card.photo ? (
        <CardPhoto photo={card.photo} className={imageClass} />
      ) : (
        <img src={card.image} alt={card.imageAlt} width={800} height={500} loading="lazy" decoding="async" className={imageClass} />
      )}
      {card.rainbow && <div aria-hidden="true" className="rainbow-rule h-1 w-full" />}

      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-3">
          {card.eyebrow ? (
            <p className="text-xs font-semibold uppercase tracking-wider text-teal">{card.eyebrow}</p>
          ) : (
            <span />
          )}
          {card.rating !== undefined && <Rating value={card.rating} className="shrink-0" />}
        </div>

        <div className="mt-2 flex items-start gap-3">
          {Icon && (
            <span className="mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-teal-light text-teal">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
          )}
          <Heading id={titleId} className="font-display text-2xl font-semibold leading-snug text-ink">
            {href ? (
              <a href={href} className="underline-offset-4 hover:text-teal hover:underline">
                {card.title}
              </a>
            ) : (
              card.title
            )}
          </Heading>
        </div>

        {(card.duration || card.groupSize || (card.badges && card.badges.length > 0)) && (
          <div className="mt-4 flex flex-wrap gap-2">
            {card.duration && (
              <CardChip icon={Clock}>
                <span className="sr-only">Duration: </span>
                {card.duration}
              </CardChip>
            )}
            {card.groupSize && (
              <CardChip icon={Users}>
                <span className="sr-only">Group size: </span>
                {card.groupSize}
              </CardChip>
            )}
            {card.badges?.map((badge) => (
              <CardChip key={badge} className="bg-teal-light text-teal-dark">
                {badge}
              </CardChip>
            ))}
          </div>
        )}

        <p className="mt-4 text-base leading-relaxed text-ink-muted">{card.description}</p>

        {card.lists?.map((list, i) => (
          <div key={list.title ?? i} className="mt-5">
            <CardList list={list} headingLevel={headingLevel === 2 ? 3 : 4} />
          </div>
        ))}

        {card.facts && card.facts.length > 0 && (
          <dl className="mt-5 grid gap-3 rounded-2xl bg-sand p-4 text-sm">
            {card.facts.map((fact) => (
              <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
                <dt className="text-ink-muted">{fact.label}</dt>
                <dd className="font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}

        {card.booking && (
          <CardDepartures programme={card.title} tripType={card.booking.tripType} category={card.booking.category} titleId={titleId} />
        )}

        {hasActions && (
          // mt-auto pins the actions to the bottom so buttons line up across a row of cards.
          <div className="mt-auto flex flex-wrap gap-3 pt-6">
            {card.booking && (
              <BookButton
                tripType={card.booking.tripType}
                category={card.booking.category}
                programme={card.title}
                aria-describedby={titleId}
                className={actionClass}
              />
            )}
            {card.links?.map((link) => (
              <Button
                key={link.href + link.label}
                asChild
                variant={link.variant ?? (card.booking ? "outline" : "primary")}
                className={actionClass}
              >
                <Link href={link.href} aria-describedby={titleId}>
                  {link.label}
                </Link>
              </Button>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
