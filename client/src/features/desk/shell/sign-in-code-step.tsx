import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-request";
import { errorText } from "../api/error-text";
import { FormMessage } from "../components/form-message";
import { hintId, TextField } from "../components/text-field";
import { loginCodeMutation } from "./api/login-code";

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function SignInCodeStep({ onRestart }: { onRestart: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  // The step replaces the password form the person just submitted: their next keystrokes are the code.
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);
  const verify = useMutation(loginCodeMutation(queryClient));
  const expired = verify.error instanceof ApiError && verify.error.status === 401 && /password again/i.test(verify.error.details?.message ?? "");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim());
  };

  const codeId = `${id}-code`;
  return (
    <form onSubmit={onSubmit} className="mt-6 grid gap-5" aria-describedby={verify.isError ? `${id}-error` : hintId(codeId)}>
      <TextField
        id={codeId}
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        ref={codeRef}
        required
        maxLength={64}
        value={code}
        onValue={setCode}
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
      />
      {verify.isError && (
        <FormMessage id={`${id}-error`} tone="error">
          {expired ? "Please sign in with your password again." : errorText(verify.error, "That code didn't work. Please try again.")}
        </FormMessage>
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
