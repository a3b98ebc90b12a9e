import { useId } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormMessage } from "../../components/form-message";
import { digestSettingMutation } from "../api/digest-setting";

/** The morning digest: a checkbox saved as soon as it changes. */
export function DigestSetting({ enabled }: { enabled: boolean }) {
  const id = useId();
  const hint = useId();
  const queryClient = useQueryClient();
  const save = useMutation(digestSettingMutation(queryClient));
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5 accent-teal"
          checked={save.isPending ? save.variables : enabled}
          disabled={save.isPending}
          aria-describedby={hint}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <label htmlFor={id} className="text-base font-semibold">
          Send me the morning digest
        </label>
      </div>
      <p id={hint} className="text-base text-ink-muted">
        At 08:00 on days when something is due: your follow-ups, your bookings awaiting a reply, and how many unassigned ones are overdue. It goes to your e-mail address.
      </p>
      {save.isError && <FormMessage tone="error">Your choice was not saved. Please try again.</FormMessage>}
    </div>
  );
}
