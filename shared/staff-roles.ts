/** Staff roles: agents work the desk; admins also manage staff, erase personal data and read the audit log. */
export const STAFF_ROLES = ["admin", "agent"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
