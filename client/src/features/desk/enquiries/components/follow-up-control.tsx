import { useId, useState } from "react";
import { CalendarClock } from "lucide-react";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { MAX_FOLLOW_UP_NOTE } from "@shared/follow-up";
import { deskDay, zoneName, zonedTime } from "@shared/desk-clock";
import { FOLLOW_UP_MORNING, quickFollowUps } from "@shared/follow-up-times";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useDeskZone } from "../../components/use-desk-zone";
import { useFollowUpTime } from "../../components/use-desk-time";
import { followUpMutation } from "../api/follow-up";
import { useDeskAction } from "../../components/use-desk-action";
import { FollowUpChip } from "./follow-up-chip";

/** The calendar shows days as local dates; a YYYY-MM-DD day and back, without any zone shifting it. */
const asLocalDate = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
};
/** A 24-hour wall time as typed ("9:05", "18:15"), made "HH:MM"; null when it is not one. */
export function wallTime(text: string): string | null {
  const m = /^\s*([01]?\d|2[0-3])[:.]?([0-5]\d)\s*$/.exec(text);
  return m ? `${m[1].padStart(2, "0")}:${m[2]}` : null;
}

const fromLocalDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * **Follow up**: when to come back to this booking (quick choices, or a day and time picked), in
 * the desk's zone, with an optional note; the follow-up set is shown with its note and Clear.
 */
export function FollowUpControl({ booking, now }: { booking: Jsonified<BookingListItem>; now: Date }) {
  const timeZone = useDeskZone();
  const when = useFollowUpTime();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<string | undefined>(undefined);
  const [time, setTime] = useState(FOLLOW_UP_MORNING);
  const [note, setNote] = useState("");
  const ids = { time: useId(), note: useId(), heading: useId() };
  const save = useDeskAction(followUpMutation, { done: "Follow-up saved", failed: "The follow-up was not saved", failedDetail: "Choose a time in the future and try again." }, () => {
    setOpen(false);
    setDay(undefined);
    setNote("");
  });
  const clear = useDeskAction(followUpMutation, { done: "Follow-up cleared", failed: "The follow-up was not cleared" });
  const busy = save.isPending || clear.isPending;
  const today = deskDay(now, timeZone);
  const wall = wallTime(time);
  const picked = day && wall ? zonedTime(day, wall, timeZone) : undefined;
  const set = (at: Date) => save.mutate({ id: booking.id, at, note: note.trim() || undefined });

  return (
    <section aria-labelledby={ids.heading} className="grid gap-2" data-follow-up-control>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={ids.heading} className="font-sans text-base font-semibold">
          Follow up
        </h3>
        {booking.followUpAt ? (
          <>
            <FollowUpChip at={booking.followUpAt} now={now} />
            <Button type="button" variant="ghost" disabled={busy} onClick={() => clear.mutate({ id: booking.id, at: null })}>
              Clear
            </Button>
          </>
        ) : (
          <span className="text-sm text-ink-muted">None set</span>
        )}
        <Button type="button" variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {booking.followUpAt ? "Change" : "Set a follow-up"}
        </Button>
      </div>
      {booking.followUpNote && <p className="whitespace-pre-wrap break-words text-base">{booking.followUpNote}</p>}
      {open && (
        <div className="grid gap-3 rounded-card border border-ink/10 p-3">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.note}>Note (optional)</Label>
            <Textarea id={ids.note} value={note} maxLength={MAX_FOLLOW_UP_NOTE} rows={2} onChange={(e) => setNote(e.target.value)} />
          </div>
          <div role="group" aria-label="Quick choices" className="flex flex-wrap gap-2">
            {quickFollowUps(now, timeZone).map((c) => (
              <Button key={c.label} type="button" variant="outline" disabled={busy} onClick={() => set(c.at)} title={when(c.at)}>
                {c.label}
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap items-start gap-4">
            <Calendar
              mode="single"
              aria-label="Follow-up day"
              selected={day ? asLocalDate(day) : undefined}
              onSelect={(d) => setDay(d ? fromLocalDate(d) : undefined)}
              disabled={{ before: asLocalDate(today) }}
              defaultMonth={asLocalDate(today)}
            />
            <div className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor={ids.time}>Time, 24-hour ({zoneName(now, timeZone)})</Label>
                {/* Text, not type="time": the browser would show its own zone's 12-hour clock ("06:15 PM"). */}
                <Input
                  id={ids.time}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="HH:MM"
                  maxLength={5}
                  className="w-36"
                  value={time}
                  aria-invalid={!wall}
                  onChange={(e) => setTime(e.target.value)}
                />
              </div>
              <Button type="button" disabled={busy || !picked} onClick={() => picked && set(picked)}>
                {picked ? `Follow up ${when(picked)}` : wall ? "Pick a day" : "Type a time like 18:15"}
              </Button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
