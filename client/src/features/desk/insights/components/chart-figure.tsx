import { useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

interface ChartFigureProps {
  title: string;
  /** The drawing: hidden from screen readers, which read the table instead. */
  chart: ReactNode;
  columns: string[];
  rows: (string | number)[][];
  /** The drawing's height in pixels (horizontal bars grow with their rows). */
  height?: number;
  /** Said in place of the chart and its table when there are no rows. */
  empty?: string;
}

/** A chart with its numbers as a real table: always there for screen readers, shown on request. */
export function ChartFigure({ title, chart, columns, rows, height = 256, empty = "Nothing in this period." }: ChartFigureProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  if (rows.length === 0)
    return (
      <figure aria-labelledby={`${id}-title`} className="grid content-start gap-2 self-start rounded-card border border-ink/10 bg-white p-4">
        <figcaption id={`${id}-title`} className="font-sans text-lg font-semibold">
          {title}
        </figcaption>
        <p className="text-base text-ink-muted">{empty}</p>
      </figure>
    );
  return (
    <figure aria-labelledby={`${id}-title`} className="grid content-start gap-3 self-start rounded-card border border-ink/10 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={`${id}-title`} className="font-sans text-lg font-semibold">
          {title}
        </figcaption>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
          className="min-h-11 rounded-full px-3 text-base font-semibold text-teal hover:bg-teal-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
        >
          Show as table
        </button>
      </div>
      {!asTable && (
        <div aria-hidden="true" className="w-full" style={{ height }}>
          {chart}
        </div>
      )}
      {/* Shown, a wide table scrolls sideways and so takes focus; hidden, it is only read. */}
      <div
        className={cn(asTable ? "overflow-x-auto" : "sr-only")}
        tabIndex={asTable ? 0 : undefined}
        role={asTable ? "region" : undefined}
        aria-label={asTable ? `${title}, table` : undefined}
      >
        <table className="w-full border-collapse text-left text-base">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="border-b border-ink/15 px-2 py-1.5 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row" className="border-b border-ink/10 px-2 py-1.5 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={j} className="border-b border-ink/10 px-2 py-1.5 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
