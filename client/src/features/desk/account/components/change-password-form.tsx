import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authKeys } from "@/lib/api/bookings";
import { changePasswordMutation } from "@/lib/api/accounts";
import { errorText } from "@/lib/api/error-text";
import { FormMessage } from "./form-message";

export const PASSWORD_RULES = "At least 12 characters, not a common password, and not containing your username.";

/** Current password, then the new one twice. Other sessions of this user end on the server. */
export function ChangePasswordForm({ submitLabel = "Change password" }: { submitLabel?: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    ...changePasswordMutation(),
    onSuccess: () => {
      setCurrent("");
      setNext("");
      setAgain("");
      return queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(next !== again);
    if (next !== again) return;
    change.mutate({ currentPassword: current, newPassword: next });
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-md gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-current`}>Current password</Label>
        <Input id={`${id}-current`} type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-new`}>New password</Label>
        <Input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          aria-describedby={`${id}-rules`}
        />
        <p id={`${id}-rules`} className="text-base text-ink-muted">
          {PASSWORD_RULES}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-again`}>Repeat the new password</Label>
        <Input id={`${id}-again`} type="password" autoComplete="new-password" required value={again} onChange={(e) => setAgain(e.target.value)} aria-invalid={mismatch || undefined} />
      </div>
      {mismatch && <FormMessage tone="error">The two new passwords differ.</FormMessage>}
      {change.isError && <FormMessage tone="error">{errorText(change.error)}</FormMessage>}
      {change.isSuccess && <FormMessage tone="ok">Your password was changed. You were signed out everywhere else.</FormMessage>}
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
