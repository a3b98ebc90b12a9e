import { within } from "@testing-library/react";

/** A table's rows as the text of their cells, header row first. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.querySelectorAll("th, td"), (c) => c.textContent));
