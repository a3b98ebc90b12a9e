import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { refreshMe } from "../../shell/api/me";
import { totpEnableMutation } from "../api/totp-enable";
import { totpSetupMutation } from "../api/totp-setup";
import { CodeField } from "./code-field";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";
import { TotpKey } from "./totp-key";
import { TwoFactorState } from "./two-factor-state";

/**
 * Enrolment: a new secret as a QR code and as text, one correct code turns it on, then the ten
 * recovery codes are shown once. The desk learns of the change only when they are put away.
 */
export function TwoFactorSetup({ username, showState = false }: { username: string; /** The Account tab's state line, kept true as the set-up goes on. */ showState?: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const setup = useMutation(totpSetupMutation());
  const enable = useMutation(totpEnableMutation());

  if (enable.data) {
    return (
      <div className="grid gap-4">
        <TwoFactorState on />
        <h3 className="font-sans text-lg font-semibold">Your recovery codes</h3>
        <p className="text-base text-ink-muted">
          Keep these somewhere safe, away from your phone. Each one signs you in once if you lose your phone. They are shown only now.
        </p>
        <RecoveryCodes codes={enable.data.recoveryCodes} username={username} />
        <Button type="button" className="justify-self-start" onClick={() => void refreshMe(queryClient)}>
          I have saved my recovery codes
        </Button>
      </div>
    );
  }

  const state = showState && <TwoFactorState on={false} />;
  if (!setup.data) {
    return (
      <div className="grid gap-3">
        {state}
        {setup.isError && <FormMessage tone="error">{errorText(setup.error)}</FormMessage>}
        <Button type="button" className="justify-self-start" onClick={() => setup.mutate()} disabled={setup.isPending}>
          {setup.isPending ? "Preparing..." : "Turn on two-factor sign-in"}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code.trim());
  };

  return (
    <div className="grid gap-5">
      {state}
      <ol className="grid list-decimal gap-2 pl-5 text-base">
        <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <QrCode value={setup.data.otpauthUrl} label="QR code for your authenticator app" />
        <TotpKey secret={setup.data.secret} />
      </div>
      <form onSubmit={onSubmit} className="grid max-w-xs gap-3">
        <CodeField id={`${id}-code`} value={code} onValue={setCode} />
        {enable.isError && <FormMessage tone="error">{errorText(enable.error)}</FormMessage>}
        <Button type="submit" className="justify-self-start" disabled={enable.isPending}>
          {enable.isPending ? "Checking..." : "Confirm and turn on"}
        </Button>
      </form>
    </div>
  );
}
