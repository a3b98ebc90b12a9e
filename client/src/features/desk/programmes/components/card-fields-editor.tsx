import { useId, useState } from "react";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CardFieldValue } from "../api/programme-types";
import { cardFieldsOf, type CardField } from "../card-fields";
import type { FieldErrors } from "../draft-errors";
import { errorId, Field, FieldError } from "./field";
import { TextListField } from "./list-fields";

interface CardFieldsEditorProps {
  catalogue: string;
  card: Record<string, CardFieldValue>;
  onCard: (card: Record<string, CardFieldValue>) => void;
  errors: FieldErrors;
  readOnly?: boolean;
}

/** One row's noun for the lists a card prints under its own names. */
const NOUNS: Record<string, string> = {
  themes: "theme", includes: "card inclusion", coworkingSpaces: "co-working space", culturalExperiences: "cultural experience",
  workFriendlySpaces: "work-friendly space", culturalElements: "cultural element", learningOutcomes: "learning outcome",
  culturalActivities: "cultural activity", coachingFocus: "coaching focus", scenicFeatures: "scenic feature", skillsRequired: "skill required",
  destinations: "destination", features: "feature", highlights: "highlight",
};

/** The fields only this catalogue's cards print (place, group size, rating…), checked by its own schema. */
export function CardFieldsEditor({ catalogue, card, onCard, errors, readOnly }: CardFieldsEditorProps) {
  const uid = useId();
  const set = (name: string, value: CardFieldValue) => onCard({ ...card, [name]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {cardFieldsOf(catalogue).map((f) => {
        const id = `${uid}-${f.name}`;
        const value = card[f.name];
        const label = f.optional ? `${f.label} (optional)` : f.label;
        switch (f.field.kind) {
          case "list":
            return (
              <div key={f.name} className="sm:col-span-2">
                <TextListField legend={label} noun={NOUNS[f.name] ?? `${f.label.toLowerCase()} item`} rows={Array.isArray(value) ? value : []} onRows={(rows) => set(f.name, rows)} path={`card.${f.name}`} errors={errors} readOnly={readOnly} />
              </div>
            );
          case "fixed":
            return <Field key={f.name} id={id} label={label} value={f.field.value} onValue={() => undefined} readOnly hint="Every programme of this catalogue says this." />;
          case "choice":
            return (
              <div key={f.name} className="grid gap-1">
                <Label htmlFor={id}>{label}</Label>
                <select id={id} className={fieldControlClass} value={String(value ?? "")} disabled={readOnly} aria-invalid={errors[`card.${f.name}`] ? true : undefined} aria-describedby={errors[`card.${f.name}`] ? errorId(id) : undefined} onChange={(e) => set(f.name, e.target.value)}>
                  {f.field.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
                <FieldError id={id} error={errors[`card.${f.name}`]} />
              </div>
            );
          case "number":
            return <NumberField key={f.name} id={id} field={f} value={value} onValue={(v) => set(f.name, v)} error={errors[`card.${f.name}`]} readOnly={readOnly} />;
          default:
            return <Field key={f.name} id={id} label={label} value={String(value ?? "")} onValue={(v) => set(f.name, v)} error={errors[`card.${f.name}`]} readOnly={readOnly} />;
        }
      })}
    </div>
  );
}

/**
 * A number typed as text: the text stays as typed ("4.", "4.80") while the draft holds the number
 * it reads as, or the text itself when it is not one (which its schema then refuses).
 */
function NumberField({ id, field, value, onValue, error, readOnly }: { id: string; field: CardField; value: CardFieldValue | undefined; onValue: (v: CardFieldValue) => void; error?: string; readOnly?: boolean }) {
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const shown = Number(text) === value || text === value ? text : value === undefined ? "" : String(value);
  return (
    <Field
      id={id}
      label={field.label}
      inputMode="decimal"
      value={shown}
      onValue={(t) => {
        setText(t);
        const n = Number(t);
        onValue(t.trim() !== "" && Number.isFinite(n) ? n : t);
      }}
      error={error}
      readOnly={readOnly}
    />
  );
}
