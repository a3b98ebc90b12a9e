import type { ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import type { AuthUser } from "@shared/api-types";
import { SITE } from "@shared/site";
import { staffLabel } from "@shared/staff-profile";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { logoutMutation } from "./api/logout";

/** The staff desk's own plain frame: a slim bar, then the work. */
export function DeskFrame({ user, children }: { user: AuthUser | null | undefined; children: ReactNode }) {
  const queryClient = useQueryClient();
  const logout = useMutation({
    ...logoutMutation(queryClient),
    onError: () =>
      toast({ variant: "destructive", title: "Sign out failed", description: "Please try again in a moment." }),
  });
  return (
    <div className="min-h-screen bg-sand">
      <header className="border-b border-ink/10 bg-white">
        <div className="container flex min-h-14 flex-wrap items-center justify-between gap-3 py-2">
          <p className="font-display text-lg text-ink">{SITE.name}</p>
          {user && (
            <div className="flex items-center gap-3">
              <span className="text-base text-ink-muted">
                Signed in as <span className="font-semibold text-ink">{staffLabel(user)}</span>
              </span>
              <Button type="button" variant="ghost" size="sm" className="min-h-11" onClick={() => logout.mutate()} disabled={logout.isPending}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Sign out
              </Button>
            </div>
          )}
        </div>
      </header>
      <main id="main" className="container py-4">
        {children}
      </main>
    </div>
  );
}
