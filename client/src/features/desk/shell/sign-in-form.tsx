import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-request";
import { FormMessage } from "../components/form-message";
import { TextField } from "../components/text-field";
import { loginMutation } from "./api/login";
import { signedIn } from "./api/me";
import { SignInCodeStep } from "./sign-in-code-step";

const WRONG_CREDENTIALS = "Wrong username or password.";
const TOO_MANY_ATTEMPTS = "Too many failed attempts. Please wait 15 minutes and try again.";

function signInMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return WRONG_CREDENTIALS;
    if (error.status === 429) return TOO_MANY_ATTEMPTS;
    if (error.status === 400) return "Please enter your username and password.";
  }
  return "Something went wrong. Please try again.";
}

export function SignInForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [codeDue, setCodeDue] = useState(false);
  const login = useMutation({
    ...loginMutation(),
    // With two-factor on, the password alone gives no access: the code step comes next.
    onSuccess: (answer) => (answer.id === undefined ? setCodeDue(true) : signedIn(queryClient, answer)),
  });
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ username: username.trim(), password });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-md rounded-card border border-ink/10 bg-white p-6 sm:p-8">
      <h2 id={`${id}-title`} className="font-sans text-xl font-semibold">
        Staff sign in
      </h2>
      <p className="mt-1 text-base text-ink-muted">Sign in to see and update booking inquiries.</p>
      {codeDue ? (
        <SignInCodeStep
          onRestart={() => {
            setCodeDue(false);
            setPassword("");
            login.reset();
          }}
        />
      ) : (
        <form onSubmit={onSubmit} className="mt-6 grid gap-5" aria-describedby={login.isError ? errorId : undefined}>
          <TextField id={`${id}-username`} label="Username" name="username" autoComplete="username" required value={username} onValue={setUsername} />
          <TextField id={`${id}-password`} label="Password" name="password" type="password" autoComplete="current-password" required value={password} onValue={setPassword} />
          {login.isError && (
            <FormMessage id={errorId} tone="error">
              {signInMessage(login.error)}
            </FormMessage>
          )}
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? "Signing in..." : "Sign in"}
          </Button>
        </form>
      )}
    </section>
  );
}
