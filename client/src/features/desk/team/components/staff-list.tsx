import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffListItem } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { useDeskTime } from "../../components/use-desk-time";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { QueryView } from "../../components/query-view";
import { Disclosure } from "../../components/disclosure";
import { ProfileForm } from "../../components/profile-form";
import { changeStaffMutation } from "../api/change-staff";
import { resetTwoFactorMutation } from "../api/reset-two-factor";
import { staffListQueryOptions } from "../api/staff-list";
import { RoleSelect } from "./role-select";

/** The address alerts go to, and a new one still waiting for its link to be opened, said as such. */
function StaffEmail({ email, pending }: { email: string | null; pending: string | null }) {
  if (!pending) return <>{email ?? "None: alerts go to the desk's address"}</>;
  return (
    <>
      {email && <span className="block">{email}</span>}
      <span className="block">
        {pending} <span className="text-ink-muted">(awaiting confirmation{email ? "" : ": until its link is opened, alerts go to the desk's address"})</span>
      </span>
    </>
  );
}

function Member({ m, isMe }: { m: StaffListItem; isMe: boolean }) {
  const time = useDeskTime();
  const queryClient = useQueryClient();
  const change = useMutation(changeStaffMutation(queryClient));
  const reset = useMutation(resetTwoFactorMutation(queryClient));
  // Its own call, so a role change's error and a profile's error show where they belong.
  const profile = useMutation(changeStaffMutation(queryClient));

  return (
    <li className="grid gap-3 rounded-xl border border-ink/10 p-3 sm:p-4" aria-label={m.username}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold [overflow-wrap:anywhere]">
          {m.name ?? m.username}
          {m.name && <span className="font-normal text-ink-muted"> · {m.username}</span>}
          {isMe && <span className="font-normal text-ink-muted"> (you)</span>}
        </p>
        <p className={`text-base font-semibold ${m.disabled ? "text-status-cancelled" : "text-status-confirmed"}`}>{m.disabled ? "Disabled" : "Active"}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="text-ink-muted">E-mail</dt>
        <dd className="[overflow-wrap:anywhere]" data-staff-email>
          <StaffEmail email={m.email} pending={m.pendingEmail} />
        </dd>
        <dt className="text-ink-muted">Two-factor</dt>
        <dd>{m.twoFactorEnabled ? "On" : "Off"}</dd>
        <dt className="text-ink-muted">Last sign-in</dt>
        <dd>{m.lastSignInAt ? time(m.lastSignInAt) : "Never"}</dd>
        {m.mustChangePassword && (
          <>
            <dt className="text-ink-muted">Password</dt>
            <dd>Temporary, not yet changed</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-base">
          <span className="sr-only">Role for {m.username}</span>
          <span aria-hidden="true" className="font-semibold">
            Role
          </span>
          <RoleSelect className="w-auto" value={m.role} disabled={change.isPending} onRole={(role) => change.mutate({ id: m.id, role })} />
        </label>
        {!isMe && (
          <Button type="button" variant="outline" size="sm" className="h-auto min-h-11 max-w-full whitespace-normal text-left [overflow-wrap:anywhere]" disabled={change.isPending} onClick={() => change.mutate({ id: m.id, disabled: !m.disabled })}>
            {m.disabled ? `Enable ${m.username}` : `Disable ${m.username}`}
          </Button>
        )}
        {m.twoFactorEnabled && (
          <Button type="button" variant="ghost" size="sm" className="h-auto min-h-11 max-w-full whitespace-normal text-left [overflow-wrap:anywhere]" disabled={reset.isPending} onClick={() => reset.mutate(m.id)}>
            Reset two-factor for {m.username}
          </Button>
        )}
      </div>
      <Disclosure title={`Edit name and e-mail of ${m.username}`}>
        <ProfileForm
          initial={m}
          whose={m.username}
          pending={profile.isPending}
          error={profile.isError ? errorText(profile.error) : null}
          saved={profile.isSuccess}
          onSave={(values) => profile.mutate({ id: m.id, ...values })}
        />
      </Disclosure>
      {change.isError && <FormMessage tone="error">{errorText(change.error)}</FormMessage>}
      {reset.isError && <FormMessage tone="error">{errorText(reset.error)}</FormMessage>}
    </li>
  );
}

/** Every staff member with role, two-factor, last sign-in and state, and the admin's controls. */
export function StaffList({ meId }: { meId: number }) {
  const list = useQuery(staffListQueryOptions());
  return (
    <QueryView query={list} loading="Loading the team" failed="We couldn't load the team.">
      {(staff) => (
        <ul aria-label="Staff" className="grid gap-3">
          {staff.map((m) => (
            <Member key={m.id} m={m} isMe={m.id === meId} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}
