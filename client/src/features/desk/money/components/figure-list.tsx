import type { ReactNode } from "react";

/** Label and figure pairs (a quote's lines, an account's totals, a settlement), figures aligned right. */
export function FigureList({ label, rows }: { label: string; rows: [ReactNode, ReactNode, string?][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, figure, look], n) => (
        <div key={n} className={`contents ${look ?? ""}`}>
          <dt className="min-w-0 break-words">{term}</dt>
          <dd className="text-right tabular-nums">{figure}</dd>
        </div>
      ))}
    </dl>
  );
}
