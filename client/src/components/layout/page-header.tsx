import type { ReactNode } from "react";
import { Link } from "wouter";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";

import type { Crumb } from "@shared/route-labels";

export type { Crumb };

export interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  breadcrumbs?: Crumb[];
  /** Site-served artwork shown beside the title on wide screens, e.g. "/art/temple-dawn.svg". */
  art?: string;
  /** A thin rainbow rule for the sapphic and queer pages. */
  rainbow?: boolean;
  /** Actions under the intro, e.g. a Book button. */
  children?: ReactNode;
  className?: string;
}

/** The header band of an inner page: breadcrumb, the page's h1, a short intro. */
export function PageHeader({ title, intro, breadcrumbs, art, rainbow, children, className }: PageHeaderProps) {
  return (
    <header className={cn("relative overflow-hidden bg-sand", className)}>
      {rainbow && <div aria-hidden="true" className="rainbow-rule h-1 w-full" />}
      <div className="container grid items-center gap-8 py-10 md:grid-cols-[1.4fr_1fr] md:py-14">
        <div>
          {breadcrumbs && breadcrumbs.length > 0 && (
            <nav aria-label="Breadcrumb" className="mb-4 text-sm text-ink-muted">
              <ol className="flex flex-wrap items-center gap-1">
                {breadcrumbs.map((c, i) => (
                  <li key={c.label} className="flex items-center gap-1">
                    {i > 0 && <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />}
                    {c.href ? (
                      <Link href={c.href} className="text-teal underline-offset-4 hover:underline">
                        {c.label}
                      </Link>
                    ) : (
                      <span aria-current="page">{c.label}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <h1 className="text-4xl font-semibold leading-tight md:text-5xl">{title}</h1>
          {intro && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{intro}</div>}
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
        {art && (
          <img
            src={art}
            alt=""
            width={800}
            height={500}
            className="hidden aspect-[8/5] w-full rounded-card object-cover shadow-soft md:block"
          />
        )}
      </div>
    </header>
  );
}
