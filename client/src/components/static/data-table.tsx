import type { ReactNode } from "react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-align figures so percentages line up. */
  numeric?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/**
 * A schedule table: the first column heads each row. On a narrow phone the table scrolls
 * sideways inside its own focusable region, so the page itself never scrolls horizontally.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div
      role="region"
      aria-label={caption}
      // A region that scrolls sideways must take focus so keyboard users can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-card bg-white shadow-soft ring-1 ring-sand-dark"
    >
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm md:text-base">
        <caption className="px-4 pb-2 pt-4 text-left font-display text-lg font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="bg-sand">
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`px-4 py-3 font-semibold text-ink ${c.numeric ? "text-right" : ""}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-sand-dark align-top">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className="px-4 py-3 font-medium text-ink">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={c.header}
                    className={`px-4 py-3 ${c.numeric ? "whitespace-nowrap text-right font-semibold tabular-nums" : "text-ink-muted"}`}
                  >
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
