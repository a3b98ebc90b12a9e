import type { AuthUser } from "@/lib/api/bookings";
import { Panel } from "../account/account-tab";
import { AddMemberForm } from "./add-member-form";
import { AuditLog } from "./audit-log";
import { StaffList } from "./staff-list";
import { TwoFactorRequirement } from "./two-factor-requirement";

/** Admins only: the staff, adding a colleague, the two-factor requirement and the audit log. */
export function TeamTab({ me }: { me: AuthUser }) {
  return (
    <div className="grid gap-6">
      <Panel title="Staff">
        <TwoFactorRequirement me={me} />
        <StaffList meId={me.id} />
        <AddMemberForm />
      </Panel>
      <Panel title="Audit log">
        <AuditLog />
      </Panel>
    </div>
  );
}
