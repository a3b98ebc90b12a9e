import type { AuthUser } from "@shared/api-types";
import { TitledSection } from "../components/titled-section";
import { AddMemberForm } from "./components/add-member-form";
import { AuditLog } from "./components/audit-log";
import { StaffList } from "./components/staff-list";
import { TwoFactorRequirement } from "./components/two-factor-requirement";

/** Admins only: the staff, adding a colleague, the two-factor requirement and the audit log. */
export function TeamTab({ me }: { me: AuthUser }) {
  return (
    <div className="grid gap-6">
      <TitledSection look="panel" title="Staff">
        <TwoFactorRequirement me={me} />
        <StaffList meId={me.id} />
        <AddMemberForm />
      </TitledSection>
      <TitledSection look="panel" title="Audit log">
        <AuditLog />
      </TitledSection>
    </div>
  );
}
