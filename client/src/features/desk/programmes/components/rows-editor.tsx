import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { moved } from "../programme-draft";

interface RowParts<T> {
  row: T;
  index: number;
  /** "Highlight 2", "Day 3": the row's name, which its controls are labelled with. */
  name: string;
  /** An id the row's first control takes, so focus can come back to it. */
  controlId: string;
  update: (row: T) => void;
}

interface RowsEditorProps<T> {
  legend: string;
  /** The noun of one row, lower case: "highlight", "day", "question". */
  noun: string;
  rows: T[];
  onRows: (rows: T[]) => void;
  blank: () => T;
  renderRow: (parts: RowParts<T>) => ReactNode;
  readOnly?: boolean;
  max?: number;
  /** The list's own error (too many, none). */
  error?: string;
  /** Said when there are no rows yet. */
  empty?: string;
}

type Focus = { key: number; on: "control" | "up" | "down" } | { key: null; on: "add" };

/**
 * A list the editor can add to, remove from and reorder with buttons that name the row they act
 * on; focus stays with the row that moved, goes to a new row's first control, and after a removal
 * to the next row (or to the Add button).
 */
export function RowsEditor<T>({ legend, noun, rows, onRows, blank, renderRow, readOnly, max = 30, error, empty }: RowsEditorProps<T>) {
  const uid = useId();
  // Each row keeps its key (and so its inputs and focus) while rows move; a new row takes the next number.
  const [keys, setKeys] = useState(() => ({ list: rows.map((_, i) => i), next: rows.length }));
  const shownKeys = keys.list.length === rows.length ? keys.list : rows.map((_, i) => keys.list[i] ?? keys.next + i);
  const pending = useRef<Focus | null>(null);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  // Focus moves after the render that shows the change.
  useEffect(() => {
    const focus = pending.current;
    if (!focus) return;
    pending.current = null;
    const el = document.getElementById(focus.key === null ? `${uid}-add` : `${uid}-${focus.key}-${focus.on}`) as HTMLButtonElement | null;
    if (el && !el.disabled) el.focus();
    else if (focus.key !== null) document.getElementById(`${uid}-${focus.key}-control`)?.focus();
  });

  const move = (index: number, by: -1 | 1) => {
    onRows(moved(rows, index, by));
    setKeys((k) => ({ ...k, list: moved(shownKeys, index, by) }));
    pending.current = { key: shownKeys[index], on: by === -1 ? "up" : "down" };
  };
  const remove = (index: number) => {
    onRows(rows.filter((_, i) => i !== index));
    setKeys((k) => ({ ...k, list: shownKeys.filter((_, i) => i !== index) }));
    const next = shownKeys[index + 1] ?? shownKeys[index - 1];
    pending.current = next === undefined ? { key: null, on: "add" } : { key: next, on: "control" };
  };
  const add = () => {
    const key = Math.max(keys.next, ...shownKeys.map((k) => k + 1));
    onRows([...rows, blank()]);
    setKeys({ list: [...shownKeys, key], next: key + 1 });
    pending.current = { key, on: "control" };
  };

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${uid}-error` : undefined}>
      <legend className="mb-1 text-base font-semibold">{legend}</legend>
      {rows.length === 0 && empty && <p className="text-sm text-ink-muted">{empty}</p>}
      {rows.length > 0 && (
        <ol className="grid gap-2">
          {rows.map((row, index) => {
            const key = shownKeys[index];
            const name = `${Noun} ${index + 1}`;
            return (
              <li key={key} className="flex min-w-0 items-start gap-2">
                <div className="grid min-w-0 flex-1 gap-2">
                  {renderRow({ row, index, name, controlId: `${uid}-${key}-control`, update: (r) => onRows(rows.map((x, i) => (i === index ? r : x))) })}
                </div>
                {!readOnly && (
                  <div className="flex shrink-0 gap-1 pt-1">
                    <IconButton id={`${uid}-${key}-up`} label={`Move ${noun} ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                      <ArrowUp className="h-4 w-4" aria-hidden="true" />
                    </IconButton>
                    <IconButton id={`${uid}-${key}-down`} label={`Move ${noun} ${index + 1} down`} disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                      <ArrowDown className="h-4 w-4" aria-hidden="true" />
                    </IconButton>
                    <IconButton id={`${uid}-${key}-remove`} label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
                      <X className="h-4 w-4" aria-hidden="true" />
                    </IconButton>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p id={`${uid}-error`} className="text-sm font-semibold text-status-cancelled">
          {error}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button id={`${uid}-add`} type="button" size="sm" variant="outline" onClick={add} disabled={rows.length >= max}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add {noun}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function IconButton({ id, label, disabled, onClick, children }: { id: string; label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button id={id} type="button" size="icon" variant="ghost" className="h-9 min-h-9 w-9" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
