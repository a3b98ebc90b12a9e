import { useState, type ReactNode } from "react";

/** A part of a tab opened on request; what it holds (and what it loads) exists only while open. */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-card border border-ink/10 p-3" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-base font-semibold">{title}</summary>
      {open && <div className="pt-3">{children}</div>}
    </details>
  );
}
