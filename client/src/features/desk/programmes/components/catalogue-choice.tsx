import { useId } from "react";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { catalogueName, PROGRAMME_CATALOGUES } from "../card-fields";

/** Which catalogue a programme is on (chosen once, when it is added), or the list's filter with `all`. */
export function CatalogueChoice({ value, onValue, all, className }: { value: string; onValue: (c: string) => void; all?: string; className?: string }) {
  const id = useId();
  return (
    <div className={className ?? "mb-4 grid gap-1"}>
      <Label htmlFor={id}>Catalogue</Label>
      <select id={id} className={fieldControlClass} value={value} onChange={(e) => onValue(e.target.value)}>
        {all && <option value="">{all}</option>}
        {PROGRAMME_CATALOGUES.map((c) => (
          <option key={c} value={c}>
            {catalogueName(c)}
          </option>
        ))}
      </select>
    </div>
  );
}
