import { TextField } from "../../components/text-field";

/** The 6-digit code from the authenticator app (7 characters allow "123 456"); no pattern, so nothing typed is blocked. */
export function CodeField({ id, value, onValue }: { id: string; value: string; onValue: (value: string) => void }) {
  return <TextField id={id} label="Authentication code" inputMode="numeric" autoComplete="one-time-code" required maxLength={7} value={value} onValue={onValue} />;
}
