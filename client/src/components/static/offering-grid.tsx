import { Link } from "wouter";
import { ArrowRight } from "lucide-react";
import type { Offering } from "@/content/about-content";

/** A list of programme families, each card a link to its catalogue page. */
export function OfferingGrid({ offerings }: { offerings: readonly Offering[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {offerings.map((o) => (
        <li key={o.href}>
          <Link
            href={o.href}
            className="group flex h-full flex-col rounded-card bg-white p-6 text-ink no-underline shadow-soft ring-1 ring-sand-dark transition-shadow hover:ring-teal"
          >
            <span className="text-xs font-semibold uppercase tracking-wider text-saffron-dark">{o.duration}</span>
            <span className="mt-1 font-display text-xl font-semibold">{o.title}</span>
            <span className="mt-2 flex-1 text-ink-muted">{o.summary}</span>
            <span className="mt-4 inline-flex items-center gap-1.5 font-semibold text-teal">
              Explore
              <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
