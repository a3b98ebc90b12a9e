import { TextField } from "./text-field";

/** The server refuses a shorter password; the browser says so before sending. */
const MIN_PASSWORD_LENGTH = 12;

interface NewPasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  /** A temporary password an admin hands over is shown as typed, and not offered to the admin's password manager. */
  temporary?: boolean;
  "aria-describedby"?: string;
}

/** A password being chosen: one's own new password, or a colleague's temporary one. */
export function NewPasswordField({ temporary = false, ...field }: NewPasswordFieldProps) {
  return <TextField type={temporary ? "text" : "password"} autoComplete={temporary ? "off" : "new-password"} required minLength={MIN_PASSWORD_LENGTH} {...field} />;
}
