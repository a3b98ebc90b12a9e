import { useProgrammeGroups } from "../programme-groups";

interface ProgrammeOptionsProps {
  /** The list's filter: every programme, archived ones too (their departures stay listed). */
  every?: boolean;
  /**
   * The departure form's programme as it opens: offered first and always there, so the uncontrolled
   * select shows it even before the stored programmes arrive, and keeps it once they do.
   */
  current?: string;
}

/** A select's programmes, one group per catalogue in the site's order, read from the stored programmes. */
export function ProgrammeOptions({ every = false, current }: ProgrammeOptionsProps) {
  const groups = useProgrammeGroups(every)
    .map((g) => ({ ...g, programmes: g.programmes.filter((p) => p !== current) }))
    .filter((g) => g.programmes.length > 0);
  return (
    <>
      {current !== undefined && <option value={current}>{current}</option>}
      {groups.map((g) => (
        <optgroup key={g.catalogue} label={g.catalogue}>
          {g.programmes.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
