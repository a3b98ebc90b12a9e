import { PROGRAMME_GROUPS } from "../programme-groups";

/** A select's programmes, one group per catalogue, for the list's filter and the departure form alike. */
export function ProgrammeOptions() {
  return PROGRAMME_GROUPS.map((g) => (
    <optgroup key={g.catalogue} label={g.catalogue}>
      {g.programmes.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </optgroup>
  ));
}
