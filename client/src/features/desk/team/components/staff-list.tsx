import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldControlClass } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { accountKeys, changeStaffMutation, resetTwoFactorMutation, staffListQueryOptions, type StaffMember } from "@/lib/api/accounts";
import { errorText } from "@/lib/api/error-text";
import { formatSubmitted } from "@/lib/format";
import { ErrorState } from "../error-state";
import { useSignOutOn401 } from "../use-sign-out-on-401";
import { FormMessage } from "../account/form-message";

function Member({ m, isMe }: { m: StaffMember; isMe: boolean }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.users });
  const change = useMutation({ ...changeStaffMutation(), onSuccess: refresh });
  const reset = useMutation({ ...resetTwoFactorMutation(), onSuccess: refresh });

  return (
    <li className="grid gap-3 rounded-xl border border-ink/10 p-3 sm:p-4" aria-label={m.username}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">
          {m.username}
          {isMe && <span className="font-normal text-ink-muted"> (you)</span>}
        </p>
        <p className={`text-base font-semibold ${m.disabled ? "text-status-cancelled" : "text-status-confirmed"}`}>{m.disabled ? "Disabled" : "Active"}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="text-ink-muted">Two-factor</dt>
        <dd>{m.twoFactorEnabled ? "On" : "Off"}</dd>
        <dt className="text-ink-muted">Last sign-in</dt>
        <dd>{m.lastSignInAt ? formatSubmitted(m.lastSignInAt) : "Never"}</dd>
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
          <select
            className={`${fieldControlClass} w-auto`}
            value={m.role}
            disabled={change.isPending}
            onChange={(e) => change.mutate({ id: m.id, role: e.target.value as "admin" | "agent" })}
          >
            <option value="agent">Agent</option>
            <option value="admin">Admin</option>
          </select>
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
      {change.isError && <FormMessage tone="error">{errorText(change.error)}</FormMessage>}
      {reset.isError && <FormMessage tone="error">{errorText(reset.error)}</FormMessage>}
    </li>
  );
}

/** Every staff member with role, two-factor, last sign-in and state, and the admin's controls. */
export function StaffList({ meId }: { meId: number }) {
  const list = useQuery(staffListQueryOptions());
  useSignOutOn401(list.error);
  if (list.isPending) return <Spinner label="Loading the team" />;
  if (list.isError) return <ErrorState title="We couldn't load the team." error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  return (
    <ul aria-label="Staff" className="grid gap-3">
      {list.data.map((m) => (
        <Member key={m.id} m={m} isMe={m.id === meId} />
      ))}
    </ul>
  );
}
