import { ShieldCheck, ShieldAlert } from "lucide-react";
import type { AuthUser } from "@shared/api-types";
import { TitledSection } from "../components/titled-section";
import { OwnProfile } from "./components/own-profile";
import { ChangePasswordForm } from "./components/change-password-form";
import { TwoFactorOff } from "./components/two-factor-off";
import { TwoFactorSetup } from "./components/two-factor-setup";

/** Everyone's own account: name and e-mail, password and two-factor sign-in. */
export function AccountTab({ user }: { user: AuthUser }) {
  return (
    <div className="grid gap-6">
      <TitledSection look="panel" title="Name and e-mail">
        <OwnProfile user={user} />
      </TitledSection>
      <TitledSection look="panel" title="Password">
        <ChangePasswordForm />
      </TitledSection>
      <TitledSection look="panel" title="Two-factor sign-in">
        {user.twoFactorEnabled ? (
          <>
            <p className="flex items-center gap-2 text-base">
              <ShieldCheck className="h-5 w-5 text-status-confirmed" aria-hidden="true" />
              On: signing in asks for a code from your authenticator app.
            </p>
            {user.twoFactorRequired ? (
              <p className="text-base text-ink-muted">An admin requires two-factor sign-in for all staff, so it stays on.</p>
            ) : (
              <TwoFactorOff />
            )}
          </>
        ) : (
          <>
            <p className="flex items-center gap-2 text-base">
              <ShieldAlert className="h-5 w-5 text-status-pending" aria-hidden="true" />
              Off: your password alone signs you in. A code from your phone makes a stolen password useless.
            </p>
            <TwoFactorSetup />
          </>
        )}
      </TitledSection>
    </div>
  );
}
