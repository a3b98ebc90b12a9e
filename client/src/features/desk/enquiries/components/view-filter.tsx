import { BOOKING_VIEWS, type BookingView } from "@shared/booking-views";
import { FilterPill, PillGroup } from "./filter-pills";

const VIEW_LABELS: Record<BookingView, string> = {
  all: "All",
  "needs-reply": "Needs reply",
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: "Overdue",
  "follow-up": "Follow-ups due",
  spam: "Suspected spam",
};

interface ViewFilterProps {
  value: BookingView;
  onChange: (view: BookingView) => void;
  counts?: Partial<Record<BookingView, number>>;
}

/** The desk's views with their counts; Overdue's count is red while anything is late. */
export function ViewFilter({ value, onChange, counts }: ViewFilterProps) {
  return (
    <PillGroup label="Enquiry views">
      {BOOKING_VIEWS.map((view) => {
        const count = counts?.[view];
        return (
          <FilterPill
            key={view}
            label={VIEW_LABELS[view]}
            active={value === view}
            onClick={() => onChange(view)}
            count={count}
            alarming={view === "overdue" && (count ?? 0) > 0}
          />
        );
      })}
    </PillGroup>
  );
}
