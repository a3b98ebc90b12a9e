import type { ReactNode } from "react";
import { ShieldCheck, ShieldAlert } from "lucide-react";
import type { AuthUser } from "@/lib/api/bookings";
import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorOff } from "./two-factor-off";
import { TwoFactorSetup } from "./two-factor-setup";

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-card border border-ink/10 bg-white p-4 sm:p-6">
      <h2 id={id} className="font-sans text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Everyone's own account: password and two-factor sign-in. */
export function AccountTab({ user }: { user: AuthUser }) {
  return (
    <div className="grid gap-6">
      <Panel title="Password">
        <ChangePasswordForm />
      </Panel>
      <Panel title="Two-factor sign-in">
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
      </Panel>
    </div>
  );
}
