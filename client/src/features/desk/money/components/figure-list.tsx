import type { ReactNode } from "react";

/** Label and figure pairs (a quote's lines, an account's totals, a settlement), figures aligned right; a long figure wraps rather than squeezing its label in the narrow side column. */
export function FigureList({ label, rows }: { label: string; rows: [ReactNode, ReactNode, string?][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[minmax(6.5rem,1fr)_minmax(0,max-content)] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, figure, look], n) => (
        <div key={n} className={`contents ${look ?? ""}`}>
          <dt className="min-w-0 break-words">{term}</dt>
          <dd className="min-w-0 break-words text-right tabular-nums">{figure}</dd>
        </div>
      ))}
    </dl>
  );
}
