import type { ReactNode } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { POLICY_LAST_UPDATED } from "@/content/policy-content";

export interface PolicyPageProps {
  title: string;
  intro: ReactNode;
  art?: string;
  /** The sections in order, for the "On this page" list; ids match PolicySection ids. */
  sections: readonly { id: string; title: string }[];
  children: ReactNode;
}

/** The shell of the terms and policy pages: header band, last-updated line, contents, prose. */
export function PolicyPage({ title, intro, art, sections, children }: PolicyPageProps) {
  return (
    <>
      <PageHeader
        title={title}
        intro={intro}
        art={art}
        breadcrumbs={[{ label: "Home", href: "/" }, { label: title }]}
      />
      <div className="container py-10 md:py-14">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm text-ink-muted">
            Last updated: <time dateTime="2025-01">{POLICY_LAST_UPDATED}</time>
          </p>
          <nav aria-label="On this page" className="mt-6 rounded-card bg-sand p-5 md:p-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-ink-muted">On this page</p>
            <ol className="mt-3 grid gap-1 sm:grid-cols-2">
              {sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="inline-flex min-h-11 items-center py-1 font-medium hover:underline"
                  >
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-10 space-y-12">{children}</div>
        </div>
      </div>
    </>
  );
}
