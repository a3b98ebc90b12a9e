/** The actions the audit log records, with the words the desk shows for each. */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out": "Signed out",
  "password-changed": "Changed password",
  "two-factor-on": "Turned on two-factor",
  "two-factor-off": "Turned off two-factor",
  "two-factor-reset": "Reset two-factor",
  "two-factor-requirement": "Changed the two-factor requirement",
  "staff-created": "Added staff",
  "staff-changed": "Changed staff",
  "profile-changed": "Changed their name or e-mail",
  "status-changed": "Changed status",
  assigned: "Assigned",
  "csv-export": "Exported CSV",
  "not-spam": "Marked not spam",
  "personal-data-erased": "Erased personal data",
  "reply-sent": "Sent a reply",
  "saved-reply-changed": "Changed saved replies",
  "mail-attached": "Attached an e-mail to a booking",
  "duplicate-marked": "Marked a duplicate",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
