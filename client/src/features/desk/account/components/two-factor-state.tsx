import { ShieldAlert, ShieldCheck } from "lucide-react";

/** The one line that says whether two-factor sign-in is on. */
export function TwoFactorState({ on }: { on: boolean }) {
  return on ? (
    <p className="flex items-center gap-2 text-base" data-two-factor-state="on">
      <ShieldCheck className="h-5 w-5 shrink-0 text-status-confirmed" aria-hidden="true" />
      On: signing in asks for a code from your authenticator app.
    </p>
  ) : (
    <p className="flex items-center gap-2 text-base" data-two-factor-state="off">
      <ShieldAlert className="h-5 w-5 shrink-0 text-status-pending" aria-hidden="true" />
      Off: your password alone signs you in. A code from your phone makes a stolen password useless.
    </p>
  );
}
