import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { QueryView } from "../../components/query-view";
import { useDeskZone } from "../../components/use-desk-zone";
import { funnelQueryOptions, type FunnelPeriod } from "../api/funnel";
import { funnelCsv, presetPeriod, PRESETS, type FunnelSort } from "../funnel-data";
import { FunnelControls, type PeriodChoice } from "./funnel-controls";
import { FunnelView } from "./funnel-view";

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** **Funnel**: visitors → enquiry dialogs opened → enquiries sent, for a chosen period. */
export function FunnelSection({ today = new Date() }: { today?: Date }) {
  const timeZone = useDeskZone();
  const [choice, setChoice] = useState<PeriodChoice>("30");
  const [dates, setDates] = useState<FunnelPeriod>(() => presetPeriod(30, today, timeZone));
  const [sort, setSort] = useState<FunnelSort>("visitors");
  const preset = PRESETS.find((p) => p.id === choice);
  const period = preset ? presetPeriod(preset.days, today, timeZone) : dates;
  // The last answer stays on screen while another period loads, so the page does not jump.
  const funnel = useQuery({ ...funnelQueryOptions(period), placeholderData: keepPreviousData });

  return (
    <section aria-labelledby="funnel-heading" className="grid gap-4">
      <h2 id="funnel-heading" className="font-display text-2xl text-ink">
        Funnel
      </h2>
      <p className="text-base text-ink-muted">
        Visitors are counted once a day each, without cookies and without keeping anything that identifies them; enquiries are those
        sent in the period, suspected spam left out. From {period.from} to {period.to}.
      </p>
      <FunnelControls
        choice={choice}
        onChoice={(c) => {
          if (c === "dates") setDates(period);
          setChoice(c);
        }}
        dates={dates}
        onDates={setDates}
        sort={sort}
        onSort={setSort}
        onExport={funnel.data ? () => download(`funnel-${period.from}-to-${period.to}.csv`, funnelCsv(funnel.data, period, sort)) : undefined}
      />
      <QueryView query={funnel} loading="Loading the funnel" failed="We couldn't load the funnel.">
        {(data) => <FunnelView data={data} sort={sort} />}
      </QueryView>
    </section>
  );
}
