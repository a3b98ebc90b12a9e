import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

export interface InfoCardProps {
  icon: LucideIcon;
  title: string;
  /** The main line, usually the link (tel:, mailto:, chat). */
  children: ReactNode;
  note?: string;
}

/** A contact method: icon, name, the way to reach us and how fast we answer. */
export function InfoCard({ icon: Icon, title, children, note }: InfoCardProps) {
  return (
    <div className="flex gap-4 rounded-card bg-white p-5 shadow-soft ring-1 ring-sand-dark md:p-6">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-teal-light text-teal">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-muted">{title}</h3>
        <div className="mt-1 text-base font-semibold [overflow-wrap:anywhere] sm:text-lg">{children}</div>
        {note && <p className="mt-1 text-sm text-ink-muted">{note}</p>}
      </div>
    </div>
  );
}
