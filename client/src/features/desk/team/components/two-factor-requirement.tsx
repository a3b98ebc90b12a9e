import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import type { AuthUser } from "@shared/api-types";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { setTwoFactorRequiredMutation } from "../api/set-two-factor-required";
import { settingsQueryOptions } from "../api/settings";

/** The "Require two-factor for all staff" switch, with a notice while it is off. */
export function TwoFactorRequirement({ me }: { me: AuthUser }) {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueryOptions());
  const toggle = useMutation(setTwoFactorRequiredMutation(queryClient));
  const required = settings.data?.twoFactorRequired ?? me.twoFactorRequired;

  return (
    <div className="grid gap-3">
      {!required && (
        <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-base text-ink">
          <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-status-pending" aria-hidden="true" />
          <p>
            Two-factor sign-in is optional. Requiring it means a stolen or guessed password alone can't open the desk.
            {!me.twoFactorEnabled && " Turn it on for your own account first (Account tab)."}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          role="switch"
          id={`${id}-switch`}
          aria-checked={required}
          aria-labelledby={`${id}-label`}
          disabled={toggle.isPending || settings.isPending}
          onClick={() => toggle.mutate(!required)}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron focus-visible:ring-offset-2 disabled:opacity-60 ${required ? "bg-teal" : "bg-ink-muted"}`}
        >
          <span className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${required ? "translate-x-6" : "translate-x-0"}`} />
        </button>
        <span id={`${id}-label`} className="text-base font-semibold">
          Require two-factor for all staff
        </span>
      </div>
      {toggle.isError && <FormMessage tone="error">{errorText(toggle.error)}</FormMessage>}
    </div>
  );
}
