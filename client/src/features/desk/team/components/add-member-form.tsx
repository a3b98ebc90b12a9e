import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fieldControlClass } from "@/components/ui/input";
import { accountKeys, createStaffMutation } from "@/lib/api/accounts";
import { errorText } from "@/lib/api/error-text";
import { FormMessage } from "../account/form-message";

/** Adds a colleague with a role and a temporary password, which they must replace at first sign-in. */
export function AddMemberForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState("");
  const [role, setRole] = useState<"agent" | "admin">("agent");
  const [password, setPassword] = useState("");
  const create = useMutation({
    ...createStaffMutation(),
    onSuccess: () => {
      setUsername("");
      setPassword("");
      setRole("agent");
      return queryClient.invalidateQueries({ queryKey: accountKeys.users });
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
        <div className="grid gap-2">
          <Label htmlFor={`${id}-username`}>Username</Label>
          <Input id={`${id}-username`} autoComplete="off" required maxLength={64} value={username} onChange={(e) => setUsername(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <select id={`${id}-role`} className={fieldControlClass} value={role} onChange={(e) => setRole(e.target.value as "agent" | "admin")}>
            <option value="agent">Agent</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>Temporary password</Label>
          <Input
            id={`${id}-password`}
            type="text"
            autoComplete="off"
            required
            minLength={12}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={`${id}-hint`}
          />
        </div>
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
