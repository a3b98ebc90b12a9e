import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { departureDatesText, type AdminDeparture } from "@shared/departures";
import { Button } from "@/components/ui/button";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { QueryView } from "../components/query-view";
import { TitledSection } from "../components/titled-section";
import { useDeskToday } from "../components/use-desk-today";
import { departuresQueryOptions } from "../api/departures";
import { DepartureBookings } from "./components/departure-bookings";
import { DepartureFormDialog } from "./components/departure-form-dialog";
import { DepartureTable } from "./components/departure-table";
import { ProgrammeOptions } from "./components/programme-options";
import { useProgrammeGroups } from "./programme-groups";
import { StatusConfirm, type StatusChange } from "./components/status-confirm";
import { yearMonthText } from "@shared/year-month-text";
import { monthRange, upcomingMonths } from "./departure-months";

/** How far ahead the month filter reaches. */
const MONTHS_OFFERED = 18;

/**
 * **Departures**: the upcoming departures by date, a row each, filtered by programme (grouped by
 * catalogue) and month, with **Add departure**, edit, **Duplicate**, **Close departure** and **Cancel
 * departure**; a departure opens onto its bookings under its row.
 */
export function DeparturesTab() {
  const ids = { programme: useId(), month: useId() };
  const today = useDeskToday();
  const [programme, setProgramme] = useState("");
  const [month, setMonth] = useState("");
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminDeparture | null>(null);
  const [adding, setAdding] = useState(false);
  const [copying, setCopying] = useState<AdminDeparture | null>(null);
  const [confirm, setConfirm] = useState<{ departure: AdminDeparture; to: StatusChange } | null>(null);
  const departures = useQuery(departuresQueryOptions({ ...monthRange(today, month || null), programme: programme || undefined }));
  // A new departure starts with the filter's programme, else the first stored one a departure can name.
  const firstProgramme = useProgrammeGroups(false)[0]?.programmes[0];

  return (
    <TitledSection title="Departures" look="panel">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-48 grid-cols-[minmax(0,1fr)] gap-1.5">
          <Label htmlFor={ids.programme}>Programme</Label>
          <select id={ids.programme} className={fieldControlClass} value={programme} onChange={(e) => setProgramme(e.target.value)}>
            <option value="">All programmes</option>
            <ProgrammeOptions every />
          </select>
        </div>
        <div className="grid min-w-0 flex-1 basis-40 grid-cols-[minmax(0,1fr)] gap-1.5">
          <Label htmlFor={ids.month}>Month</Label>
          <select id={ids.month} className={fieldControlClass} value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">All upcoming</option>
            {upcomingMonths(today, MONTHS_OFFERED).map((m) => (
              <option key={m} value={m}>
                {yearMonthText(m)}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add departure
        </Button>
      </div>
      <QueryView query={departures} loading="Loading the departures" failed="We couldn't load the departures.">
        {(list) =>
          list.length === 0 ? (
            <p className="text-base text-ink-muted">{programme || month ? "No departures match these filters." : "No upcoming departures yet. Add one to show its dates, price and places on the site."}</p>
          ) : (
            <DepartureTable
              departures={list}
              openId={openId}
              onOpen={(id) => setOpenId((was) => (was === id ? null : id))}
              onEdit={setEditing}
              onDuplicate={setCopying}
              onStatus={(departure, to) => setConfirm({ departure, to })}
              opened={(() => {
                const d = list.find((x) => x.id === openId);
                return d ? <DepartureBookings departureId={d.id} title={`${d.programme}, ${departureDatesText(d.startDate, d.endDate)}`} /> : null;
              })()}
            />
          )
        }
      </QueryView>
      <DepartureFormDialog open={adding} onOpenChange={setAdding} programme={programme || firstProgramme} />
      <DepartureFormDialog key={editing?.id ?? 0} open={editing !== null} departure={editing ?? undefined} onOpenChange={(open) => !open && setEditing(null)} />
      <DepartureFormDialog key={`copy-${copying?.id ?? 0}`} open={copying !== null} copyOf={copying ?? undefined} onOpenChange={(open) => !open && setCopying(null)} />
      {confirm && <StatusConfirm departure={confirm.departure} to={confirm.to} onClose={() => setConfirm(null)} />}
    </TitledSection>
  );
}
