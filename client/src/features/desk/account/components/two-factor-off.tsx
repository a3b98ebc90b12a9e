import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authKeys } from "@/lib/api/bookings";
import { totpDisableMutation } from "@/lib/api/accounts";
import { errorText } from "@/lib/api/error-text";
import { FormMessage } from "./form-message";

/** Turning two-factor off takes the password and a current code: a left-open session is not enough. */
export function TwoFactorOff() {
  const id = useId();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const off = useMutation({ ...totpDisableMutation(), onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    off.mutate({ password, code: code.trim() });
  };
  return (
    <form onSubmit={onSubmit} className="grid max-w-md gap-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
        Turn off two-factor sign-in
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input id={`${id}-password`} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Authentication code</Label>
        <Input id={`${id}-code`} inputMode="numeric" autoComplete="one-time-code" required maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      {off.isError && <FormMessage tone="error">{errorText(off.error)}</FormMessage>}
      <Button type="submit" variant="outline" className="justify-self-start" disabled={off.isPending}>
        Turn off
      </Button>
    </form>
  );
}
