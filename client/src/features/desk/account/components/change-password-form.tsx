import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { NewPasswordField } from "../../components/new-password-field";
import { TextField } from "../../components/text-field";
import { clearingOnSuccess, useFormValues } from "../../components/use-form-values";
import { changePasswordMutation } from "../api/change-password";

const PASSWORD_RULES = "At least 12 characters, not a common password, and not containing the username.";

/** Current password, then the new one twice. Other sessions of this user end on the server. */
export function ChangePasswordForm({ submitLabel = "Change password" }: { submitLabel?: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { values, set, reset } = useFormValues({ current: "", next: "", again: "" });
  const { current, next, again } = values;
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation(clearingOnSuccess(changePasswordMutation(queryClient), reset));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(next !== again);
    if (next !== again) return;
    change.mutate({ currentPassword: current, newPassword: next });
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-md gap-5">
      <TextField id={`${id}-current`} label="Current password" type="password" autoComplete="current-password" required value={current} onValue={set("current")} />
      <NewPasswordField id={`${id}-new`} label="New password" value={next} onValue={set("next")} hint={PASSWORD_RULES} />
      <TextField id={`${id}-again`} label="Repeat the new password" type="password" autoComplete="new-password" required value={again} onValue={set("again")} aria-invalid={mismatch || undefined} />
      {mismatch && <FormMessage tone="error">The two new passwords differ.</FormMessage>}
      {change.isError && <FormMessage tone="error">{errorText(change.error)}</FormMessage>}
      {change.isSuccess && <FormMessage tone="ok">Your password was changed. You were signed out everywhere else.</FormMessage>}
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
