import { useId } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormMessage } from "../../components/form-message";
import { ownSettingMutation, type OwnSettingName } from "../api/own-setting";

interface OwnSettingProps {
  name: OwnSettingName;
  enabled: boolean;
  label: string;
  hint: string;
}

/** One of this person's own settings: a checkbox saved as soon as it changes. */
export function OwnSetting({ name, enabled, label, hint }: OwnSettingProps) {
  const id = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const save = useMutation(ownSettingMutation(queryClient, name));
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5 accent-teal"
          checked={save.isPending ? save.variables : enabled}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <label htmlFor={id} className="text-base font-semibold">
          {label}
        </label>
      </div>
      <p id={hintId} className="text-base text-ink-muted">
        {hint}
      </p>
      {save.isError && <FormMessage tone="error">Your choice was not saved. Please try again.</FormMessage>}
    </div>
  );
}
