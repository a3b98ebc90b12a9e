import type { AuthUser } from "@shared/api-types";
import { TitledSection } from "../components/titled-section";
import { OwnProfile } from "./components/own-profile";
import { ChangePasswordForm } from "./components/change-password-form";
import { TwoFactorOff } from "./components/two-factor-off";
import { TwoFactorSetup } from "./components/two-factor-setup";
import { DigestSetting } from "./components/digest-setting";
import { TwoFactorState } from "./components/two-factor-state";

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
            <TwoFactorState on />
            {user.twoFactorRequired ? (
              <p className="text-base text-ink-muted">An admin requires two-factor sign-in for all staff, so it stays on.</p>
            ) : (
              <TwoFactorOff />
            )}
          </>
        ) : (
          <TwoFactorSetup username={user.username} showState />
        )}
      </TitledSection>
      <TitledSection look="panel" title="Morning digest"><DigestSetting enabled={user.digestEnabled ?? true} /></TitledSection>
    </div>
  );
}
