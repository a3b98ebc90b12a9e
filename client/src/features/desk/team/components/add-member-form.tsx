import { useId, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffRole } from "@shared/staff-roles";
import { MAX_STAFF_EMAIL, MAX_STAFF_NAME } from "@shared/staff-profile";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { NewPasswordField } from "../../components/new-password-field";
import { TextField } from "../../components/text-field";
import { clearingOnSuccess, useFormValues } from "../../components/use-form-values";
import { createStaffMutation } from "../api/create-staff";
import { RoleSelect } from "./role-select";

/** Adds a colleague with a role and a temporary password, which they must replace at first sign-in. */
export function AddMemberForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const { values, set, reset } = useFormValues<{ username: string; role: StaffRole; password: string; name: string; email: string }>({
    username: "",
    role: "agent",
    password: "",
    name: "",
    email: "",
  });
  const { username, role, password, name, email } = values;
  const create = useMutation(clearingOnSuccess(createStaffMutation(queryClient), reset));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ username: username.trim(), role, password, name: name.trim(), email: email.trim() });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-lg font-semibold">
        Add a colleague
      </h3>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField id={`${id}-username`} label="Username" autoComplete="off" required maxLength={64} value={username} onValue={set("username")} />
        <TextField id={`${id}-name`} label="Name" autoComplete="off" maxLength={MAX_STAFF_NAME} value={name} onValue={set("name")} />
        <TextField id={`${id}-email`} label="E-mail" type="email" autoComplete="off" maxLength={MAX_STAFF_EMAIL} value={email} onValue={set("email")} />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <RoleSelect id={`${id}-role`} value={role} onRole={set("role")} />
        </div>
        <NewPasswordField id={`${id}-password`} label="Temporary password" temporary value={password} onValue={set("password")} aria-describedby={`${id}-hint`} />
      </div>
      <p id={`${id}-hint`} className="text-base text-ink-muted">
        Name and e-mail are optional: the name shows on assignments and the timeline, alerts about their bookings go to the e-mail.
        The temporary password needs at least 12 characters. Give it to your colleague in person or by phone; they choose their own at first sign-in.
      </p>
      {create.isError && <FormMessage tone="error">{errorText(create.error)}</FormMessage>}
      {create.isSuccess && <FormMessage tone="ok">{create.data.name ?? create.data.username} was added.</FormMessage>}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? "Adding..." : "Add colleague"}
      </Button>
    </form>
  );
}
