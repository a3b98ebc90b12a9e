import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { TextField } from "../../components/text-field";
import { totpDisableMutation } from "../api/totp-disable";
import { CodeField } from "./code-field";

/** Turning two-factor off takes the password and a current code: a left-open session is not enough. */
export function TwoFactorOff() {
  const id = useId();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const off = useMutation(totpDisableMutation(queryClient));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    off.mutate({ password, code: code.trim() });
  };
  return (
    <form onSubmit={onSubmit} className="grid max-w-md gap-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
        Turn off two-factor sign-in
      </h3>
      <TextField id={`${id}-password`} label="Password" type="password" autoComplete="current-password" required value={password} onValue={setPassword} />
      <CodeField id={`${id}-code`} value={code} onValue={setCode} />
      {off.isError && <FormMessage tone="error">{errorText(off.error)}</FormMessage>}
      <Button type="submit" variant="outline" className="justify-self-start" disabled={off.isPending}>
        Turn off
      </Button>
    </form>
  );
}
