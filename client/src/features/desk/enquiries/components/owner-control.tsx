import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { assignMutation } from "../api/assign";
import { staffQueryOptions } from "../api/staff";
import { staffLabel } from "@shared/staff-profile";
import { useDeskAction } from "../../components/use-desk-action";

const NOBODY = "none";

/** Who answers this enquiry: one click to take it, or a choice among active staff. */
export function OwnerControl({ booking, me }: { booking: Jsonified<BookingListItem>; me: AuthUser }) {
  const id = useId();
  const staff = useQuery(staffQueryOptions());
  const assign = useDeskAction(assignMutation, {
    done: "Assignment saved",
    failed: "Assignment failed",
  });
  const current = booking.assigneeId === null ? NOBODY : String(booking.assigneeId);
  const people = staff.data ?? [];
  // The current assignee stays listed even if the staff list failed or they were disabled since.
  const listed = booking.assigneeId === null || people.some((p) => p.id === booking.assigneeId);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Assignee</Label>
        <Select
          value={current}
          disabled={assign.isPending}
          onValueChange={(value) => {
            if (value !== current) assign.mutate({ id: booking.id, userId: value === NOBODY ? null : Number(value) });
          }}
        >
          <SelectTrigger id={id} className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NOBODY}>Unassigned</SelectItem>
            {!listed && <SelectItem value={current}>{booking.assignee ?? `Staff ${booking.assigneeId}`}</SelectItem>}
            {people.map((person) => (
              <SelectItem key={person.id} value={String(person.id)}>
                {staffLabel(person)}
                {person.id === me.id ? " (you)" : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {booking.assigneeId !== me.id && (
        <Button
          type="button"
          variant="outline"
          disabled={assign.isPending}
          onClick={() => assign.mutate({ id: booking.id, userId: me.id })}
        >
          Assign to me
        </Button>
      )}
    </div>
  );
}
