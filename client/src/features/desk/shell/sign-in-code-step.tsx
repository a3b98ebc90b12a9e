import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authKeys } from "@/lib/api/bookings";
import { loginCodeMutation } from "@/lib/api/accounts";
import { ApiError } from "@/lib/query-client";
import { errorText } from "@/lib/api/error-text";

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function SignInCodeStep({ onRestart }: { onRestart: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  // The step replaces the password form the person just submitted: their next keystrokes are the code.
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);
  const verify = useMutation({
    ...loginCodeMutation(),
    onSuccess: (user) => queryClient.setQueryData(authKeys.me, user),
  });
  const expired = verify.error instanceof ApiError && verify.error.status === 401 && /password again/i.test(verify.error.details?.message ?? "");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim());
  };

  return (
    <form onSubmit={onSubmit} className="mt-6 grid gap-5" aria-describedby={verify.isError ? `${id}-error` : `${id}-hint`}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Authentication code</Label>
        <Input
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          ref={codeRef}
          required
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-base text-ink-muted">
          The 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
      </div>
      {verify.isError && (
        <p id={`${id}-error`} role="alert" className="rounded-xl bg-red-50 p-3 text-base font-medium text-status-cancelled">
          {expired ? "Please sign in with your password again." : errorText(verify.error, "That code didn't work. Please try again.")}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? "Checking..." : "Verify"}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          Start again
        </Button>
      </div>
    </form>
  );
}
