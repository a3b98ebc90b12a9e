import type { AuthUser } from "@shared/api-types";
import { TitledSection } from "../../components/titled-section";
import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorSetup } from "./two-factor-setup";

/**
 * What stands between a staff member and the desk: a temporary password to replace, then two-factor
 * set-up when an admin requires it. The server refuses everything else (403) until both are done.
 * Answers null when nothing is due.
 */
export function RequiredSteps({ user }: { user: AuthUser }) {
  if (user.mustChangePassword) {
    return (
      <TitledSection look="panel" title="Choose your own password">
        <p className="text-base text-ink-muted">You signed in with a temporary password. Choose your own before you start.</p>
        <ChangePasswordForm submitLabel="Set my password" />
      </TitledSection>
    );
  }
  if (user.twoFactorRequired && !user.twoFactorEnabled) {
    return (
      <TitledSection look="panel" title="Turn on two-factor sign-in">
        <p className="text-base text-ink-muted">
          Your company requires a code from your phone at every sign-in. Set it up now to open the desk.
        </p>
        <TwoFactorSetup username={user.username} />
      </TitledSection>
    );
  }
  return null;
}
