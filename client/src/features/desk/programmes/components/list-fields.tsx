import type { FaqEntry, ItineraryDay } from "../api/programme-types";
import type { FieldErrors } from "../draft-errors";
import { Field } from "./field";
import { RowsEditor } from "./rows-editor";

interface ListProps<T> {
  legend: string;
  rows: T[];
  onRows: (rows: T[]) => void;
  /** The list's path in the field errors ("highlights", "itinerary"). */
  path: string;
  errors: FieldErrors;
  readOnly?: boolean;
  empty?: string;
}

/** A list of short texts (highlights, what is included): one line each. */
export function TextListField({ noun, ...p }: ListProps<string> & { noun: string }) {
  return (
    <RowsEditor
      legend={p.legend}
      noun={noun}
      rows={p.rows}
      onRows={p.onRows}
      blank={() => ""}
      readOnly={p.readOnly}
      error={p.errors[p.path]}
      empty={p.empty}
      renderRow={({ row, index, name, controlId, update }) => (
        <Field id={controlId} label={name} quietLabel value={row} onValue={update} readOnly={p.readOnly} error={p.errors[`${p.path}.${index}`]} />
      )}
    />
  );
}

/** **Itinerary**: a title and a text for each day, numbered by their order. */
export function ItineraryField(p: Omit<ListProps<ItineraryDay>, "legend" | "path">) {
  return (
    <RowsEditor
      legend="Itinerary"
      noun="day"
      rows={p.rows}
      onRows={(rows) => p.onRows(rows.map((d, i) => ({ ...d, day: i + 1 })))}
      blank={() => ({ day: p.rows.length + 1, title: "", text: "" })}
      readOnly={p.readOnly}
      error={p.errors.itinerary}
      empty={p.empty}
      renderRow={({ row, index, name, controlId, update }) => (
        <div className="grid gap-2 rounded-xl border border-ink/10 p-2">
          <Field id={controlId} label={`${name} title`} value={row.title} onValue={(title) => update({ ...row, title })} readOnly={p.readOnly} error={p.errors[`itinerary.${index}.title`]} />
          <Field id={`${controlId}-text`} label={`${name} text`} rows={3} value={row.text} onValue={(text) => update({ ...row, text })} readOnly={p.readOnly} error={p.errors[`itinerary.${index}.text`]} />
        </div>
      )}
    />
  );
}

/** **Questions**: each question with its answer. */
export function FaqField(p: Omit<ListProps<FaqEntry>, "legend" | "path">) {
  return (
    <RowsEditor
      legend="Questions"
      noun="question"
      rows={p.rows}
      onRows={p.onRows}
      blank={() => ({ question: "", answer: "" })}
      readOnly={p.readOnly}
      error={p.errors.faq}
      empty={p.empty}
      renderRow={({ row, index, name, controlId, update }) => (
        <div className="grid gap-2 rounded-xl border border-ink/10 p-2">
          <Field id={controlId} label={name} value={row.question} onValue={(question) => update({ ...row, question })} readOnly={p.readOnly} error={p.errors[`faq.${index}.question`]} />
          <Field id={`${controlId}-answer`} label={`Answer ${index + 1}`} rows={3} value={row.answer} onValue={(answer) => update({ ...row, answer })} readOnly={p.readOnly} error={p.errors[`faq.${index}.answer`]} />
        </div>
      )}
    />
  );
}
