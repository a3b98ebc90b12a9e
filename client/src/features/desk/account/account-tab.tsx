import type { AuthUser } from "@shared/api-types";
import { TitledSection } from "../components/titled-section";
import { OwnProfile } from "./components/own-profile";
import { ChangePasswordForm } from "./components/change-password-form";
import { TwoFactorOff } from "./components/two-factor-off";
import { TwoFactorSetup } from "./components/two-factor-setup";
import { OwnSetting } from "./components/own-setting";
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
      <TitledSection look="panel" title="Morning digest">
        <OwnSetting
          name="digestEnabled"
          enabled={user.digestEnabled ?? true}
          label="Send me the morning digest"
          hint="At 08:00 on days when something is due: your follow-ups, your bookings awaiting a reply, and how many unassigned ones are overdue. It goes to your e-mail address."
        />
      </TitledSection>
      <TitledSection look="panel" title="After sending a reply">
        <OwnSetting
          name="openNextAfterSend"
          enabled={user.openNextAfterSend ?? true}
          label="Open the next booking after sending"
          hint="After Send reply the desk opens the next booking of the view you are working through. Off: the answered booking stays open."
        />
      </TitledSection>
    </div>
  );
}
