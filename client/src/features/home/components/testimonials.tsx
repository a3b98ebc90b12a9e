import { Quote } from "lucide-react";
import { TESTIMONIALS, type Testimonial } from "@/content/home";
import { SectionHeading } from "./section-heading";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** A drawn initials portrait: the site serves no photographs of real people. */
function Avatar({ t }: { t: Testimonial }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full font-display text-lg font-semibold ring-2 ring-white"
      style={{ backgroundColor: t.avatar.background, color: t.avatar.text }}
    >
      {initials(t.name)}
    </span>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-sand py-20 md:py-24">
      <div className="container">
        <SectionHeading id="testimonials-title" eyebrow="In their words" title="Stories from our travellers" />
        <ul className="mt-12 grid gap-7 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-card bg-white p-7 shadow-soft">
                <Quote aria-hidden="true" className="h-8 w-8 text-saffron" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <Avatar t={t} />
                  <span>
                    <span className="block font-semibold text-ink">{t.name}</span>
                    <span className="block text-sm text-ink-muted">{t.location}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
