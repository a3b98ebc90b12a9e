import type { SelectHTMLAttributes } from "react";
import type { StaffRole } from "@shared/staff-roles";
import { fieldControlClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** Every role with its words, in the order offered (agent first: the usual choice). A new role must be named here. */
const ROLE_LABELS: Record<StaffRole, string> = { agent: "Agent", admin: "Admin" };

interface RoleSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> {
  value: StaffRole;
  onRole: (role: StaffRole) => void;
}

export function RoleSelect({ value, onRole, className, ...select }: RoleSelectProps) {
  return (
    <select className={cn(fieldControlClass, className)} value={value} onChange={(e) => onRole(e.target.value as StaffRole)} {...select}>
      {Object.entries(ROLE_LABELS).map(([role, label]) => (
        <option key={role} value={role}>
          {label}
        </option>
      ))}
    </select>
  );
}
