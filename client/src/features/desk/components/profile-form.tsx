import { useId, useState, type FormEvent } from "react";
import { MAX_STAFF_EMAIL, MAX_STAFF_NAME } from "@shared/staff-profile";
import { Button } from "@/components/ui/button";
import { FormMessage } from "./form-message";
import { TextField } from "./text-field";

export interface ProfileValues {
  name: string;
  email: string;
}

/**
 * A staff member's name and e-mail, for Team (a colleague's) and Account (one's own). It shows the
 * state of the call it is given: sending, the server's error, saved.
 */
export function ProfileForm({
  initial,
  whose,
  pending,
  error,
  saved,
  onSave,
}: {
  initial: { name: string | null; email: string | null; pendingEmail?: string | null };
  /** "your" or the colleague's username, for the labels of a list of several. */
  whose?: string;
  pending: boolean;
  error: string | null;
  saved: boolean;
  onSave: (values: ProfileValues) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<ProfileValues>({ name: initial.name ?? "", email: initial.email ?? "" });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name: values.name.trim(), email: values.email.trim() });
  };
  const of = whose ? ` of ${whose}` : "";
  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-label={`Name and e-mail${of}`}>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="off"
          maxLength={MAX_STAFF_NAME}
          value={values.name}
          onValue={(name) => setValues((v) => ({ ...v, name }))}
          hint="Shown to colleagues and signed on replies; empty shows the username."
        />
        <TextField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          autoComplete="off"
          maxLength={MAX_STAFF_EMAIL}
          value={values.email}
          onValue={(email) => setValues((v) => ({ ...v, email }))}
          hint={`Alerts about ${whose ? "their" : "your"} bookings go here; empty sends them to the desk's address.`}
        />
      </div>
      {initial.pendingEmail && (
        <p className="text-base text-ink-muted" data-pending-email>
          {initial.pendingEmail} is waiting for confirmation: the link sent to it must be opened. Until then alerts go to{" "}
          {initial.email ?? "the desk's address"}.
        </p>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {saved && !error && <FormMessage tone="ok">Saved.</FormMessage>}
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? "Saving..." : "Save name and e-mail"}
      </Button>
    </form>
  );
}
