import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@shared/api-types";
import { errorText } from "../../api/error-text";
import { ProfileForm } from "../../components/profile-form";
import { updateProfileMutation } from "../api/update-profile";

/** One's own name (shown to colleagues, {{staffName}} in saved replies) and e-mail (alerts, digest). */
export function OwnProfile({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const update = useMutation(updateProfileMutation(queryClient));
  return (
    <ProfileForm
      initial={user}
      pending={update.isPending}
      error={update.isError ? errorText(update.error) : null}
      saved={update.isSuccess}
      onSave={(values) => update.mutate(values)}
    />
  );
}
