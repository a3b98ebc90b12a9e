import { useQuery } from "@tanstack/react-query";
import type { AuthUser } from "@shared/api-types";
import { Spinner } from "@/components/ui/spinner";
import { QueryProvider } from "@/components/query-provider";
import { meQueryOptions } from "./shell/api/me";
import { DeskFrame } from "./shell/desk-frame";
import { DeskTabs } from "./shell/desk-tabs";
import { DESK_TABS } from "./shell/desk-tab-list";
import { SignInForm } from "./shell/sign-in-form";
import { ErrorState } from "./components/error-state";
import { LiveArrivals } from "./enquiries/components/live-arrivals";
import { RequiredSteps } from "./account/components/required-steps";

/** The staff desk: GET /api/auth/me decides between the sign-in form and the bookings. */
export default function DeskPage() {
  return (
    <QueryProvider>
      <Desk />
    </QueryProvider>
  );
}

function Desk() {
  const me = useQuery(meQueryOptions());

  let body;
  if (me.isPending) body = <Spinner label="Checking your session" />;
  else if (me.isError) body = <ErrorState title="We couldn't reach the server." query={me} />;
  else if (!me.data) body = <SignInForm />;
  else return <SignedInDesk user={me.data} />;

  return (
    <DeskFrame user={me.data} title={TITLE}>
      {body}
    </DeskFrame>
  );
}

const TITLE = "Booking Management";

/** A temporary password or a required two-factor comes before any desk access; then the tabs, in the bar. */
function SignedInDesk({ user }: { user: AuthUser }) {
  const required = RequiredSteps({ user });
  if (required)
    return (
      <DeskFrame user={user} title={TITLE}>
        {required}
      </DeskFrame>
    );
  return (
    <DeskTabs
      me={user}
      tabs={DESK_TABS}
      frame={(tablist, panel, leave) => (
        <DeskFrame user={user} title={TITLE} nav={tablist} leave={leave}>
          {panel}
          <LiveArrivals />
        </DeskFrame>
      )}
    />
  );
}
