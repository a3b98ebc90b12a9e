import { useQuery } from "@tanstack/react-query";
import { meQueryOptions, type AuthUser } from "@/lib/api/bookings";
import { Spinner } from "@/components/ui/spinner";
import { AdminShell } from "@/components/admin/admin-shell";
import { DeskTabs } from "@/components/admin/desk-tabs";
import { DESK_TABS } from "@/components/admin/desk-tab-list";
import { LiveArrivals } from "@/components/admin/enquiries/live-arrivals";
import { ErrorState } from "@/components/admin/error-state";
import { SignInForm } from "@/components/admin/sign-in-form";
import { RequiredSteps } from "@/components/admin/account/required-steps";
import { QueryProvider } from "@/components/query-provider";

/** The staff desk: GET /api/auth/me decides between the sign-in form and the bookings. */
export default function AdminBookingsPage() {
  return (
    <QueryProvider>
      <AdminDesk />
    </QueryProvider>
  );
}

function AdminDesk() {
  const me = useQuery(meQueryOptions());

  let body;
  if (me.isPending) body = <Spinner label="Checking your session" />;
  else if (me.isError)
    body = (
      <ErrorState
        title="We couldn't reach the server."
        error={me.error}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  else if (!me.data) body = <SignInForm />;
  else body = <SignedInDesk user={me.data} />;

  return (
    <AdminShell user={me.data}>
      <h1 className="mb-6 text-3xl sm:text-4xl">Booking Management</h1>
      {body}
    </AdminShell>
  );
}

/** A temporary password or a required two-factor comes before any desk access; then the tabs. */
function SignedInDesk({ user }: { user: AuthUser }) {
  const required = RequiredSteps({ user });
  if (required) return required;
  return (
    <>
      <DeskTabs me={user} tabs={DESK_TABS} />
      <LiveArrivals />
    </>
  );
}
