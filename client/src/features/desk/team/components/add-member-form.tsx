import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffRole } from "@shared/staff-roles";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { TextField } from "../../components/text-field";
import { createStaffMutation } from "../api/create-staff";
import { RoleSelect } from "./role-select";

/** Adds a colleague with a role and a temporary password, which they must replace at first sign-in. */
export function AddMemberForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState("");
  const [role, setRole] = useState<StaffRole>("agent");
  const [password, setPassword] = useState("");
  const options = createStaffMutation(queryClient);
  const create = useMutation({
    ...options,
    onSuccess: () => {
      setUsername("");
      setPassword("");
      setRole("agent");
      return options.onSuccess();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ username: username.trim(), role, password });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-lg font-semibold">
        Add a colleague
      </h3>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField id={`${id}-username`} label="Username" autoComplete="off" required maxLength={64} value={username} onValue={setUsername} />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <RoleSelect id={`${id}-role`} value={role} onRole={setRole} />
        </div>
        <TextField
          id={`${id}-password`}
          label="Temporary password"
          type="text"
          autoComplete="off"
          required
          minLength={12}
          value={password}
          onValue={setPassword}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="text-base text-ink-muted">
        At least 12 characters. Give it to your colleague in person or by phone; they choose their own at first sign-in.
      </p>
      {create.isError && <FormMessage tone="error">{errorText(create.error)}</FormMessage>}
      {create.isSuccess && <FormMessage tone="ok">{create.data.username} was added.</FormMessage>}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? "Adding..." : "Add colleague"}
      </Button>
    </form>
  );
}
