import { useId, useState, type Dispatch, type SetStateAction } from "react";
import { slugOf } from "@shared/catalogue/catalogues";
import { TitledSection } from "../../components/titled-section";
import type { FieldErrors } from "../draft-errors";
import type { ProgrammeDraft } from "../programme-draft";
import { CardFieldsEditor } from "./card-fields-editor";
import { Field } from "./field";
import { FaqField, ItineraryField, TextListField } from "./list-fields";

interface ProgrammeFormProps {
  catalogue: string;
  draft: ProgrammeDraft;
  setDraft: Dispatch<SetStateAction<ProgrammeDraft>>;
  errors: FieldErrors;
  readOnly: boolean;
  /** A new programme's address follows its title until someone types one. */
  isNew: boolean;
}

/** Every field of a programme: what its card prints, then what its page adds. */
export function ProgrammeForm({ catalogue, draft, setDraft, errors, readOnly, isNew }: ProgrammeFormProps) {
  const id = useId();
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const set = <K extends keyof ProgrammeDraft>(key: K) => (value: ProgrammeDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setTitle = (title: string) => setDraft((d) => ({ ...d, title, slug: slugTouched ? d.slug : slugOf(title) }));

  return (
    <div className="grid gap-4">
      <TitledSection title="Card" look="part">
        <Field id={`${id}-title`} label="Title" value={draft.title} onValue={setTitle} error={errors.title} readOnly={readOnly} />
        <Field
          id={`${id}-slug`}
          label="Address"
          value={draft.slug}
          onValue={(slug) => {
            setSlugTouched(true);
            set("slug")(slug);
          }}
          error={errors.slug}
          readOnly={readOnly}
          hint={`The page is /${catalogue}/${draft.slug || "…"}; a changed address keeps the old one as a redirect.`}
        />
        <Field id={`${id}-summary`} label="Summary" rows={3} value={draft.summary} onValue={set("summary")} error={errors.summary} readOnly={readOnly} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${id}-duration`} label="Duration" value={draft.duration} onValue={set("duration")} error={errors.duration} readOnly={readOnly} hint="As the card prints it, such as 7 Days." />
          <Field id={`${id}-image`} label="Image" value={draft.image} onValue={set("image")} error={errors.image} readOnly={readOnly} hint="The card's art, such as /art/lotus-pond.svg." />
        </div>
        <TextListField legend="Highlights" noun="highlight" rows={draft.highlights} onRows={set("highlights")} path="highlights" errors={errors} readOnly={readOnly} />
        <CardFieldsEditor catalogue={catalogue} card={draft.card} onCard={set("card")} errors={errors} readOnly={readOnly} />
      </TitledSection>
      <TitledSection title="Page" look="part">
        <ItineraryField rows={draft.itinerary} onRows={set("itinerary")} errors={errors} readOnly={readOnly} empty="No days yet." />
        <TextListField legend="What's included" noun="included item" rows={draft.included} onRows={set("included")} path="included" errors={errors} readOnly={readOnly} empty="Nothing listed yet." />
        <TextListField legend="Not included" noun="excluded item" rows={draft.notIncluded} onRows={set("notIncluded")} path="notIncluded" errors={errors} readOnly={readOnly} empty="Nothing listed yet." />
        <Field id={`${id}-stay`} label="Where you stay" rows={4} value={draft.stay} onValue={set("stay")} error={errors.stay} readOnly={readOnly} />
        <FaqField rows={draft.faq} onRows={set("faq")} errors={errors} readOnly={readOnly} empty="No questions yet." />
      </TitledSection>
    </div>
  );
}
