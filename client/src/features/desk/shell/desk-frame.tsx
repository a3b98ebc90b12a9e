import type { ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import type { AuthUser } from "@shared/api-types";
import { SITE } from "@shared/site";
import { staffLabel } from "@shared/staff-profile";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { logoutMutation } from "./api/logout";

interface DeskFrameProps {
  user: AuthUser | null | undefined;
  /** The desk's heading, in the bar so the list starts high on a laptop screen. */
  title: string;
  /** The desk's sections (its tabs), in the bar beside the heading once signed in. */
  nav?: ReactNode;
  children: ReactNode;
  /** Asks the open tab before signing out (unsaved work in it); signs out at once without it. */
  leave?: (go: () => void) => void;
}

/** The staff desk's own plain frame: one slim bar (heading, sections, who is signed in), then the work. */
export function DeskFrame({ user, title, nav, children, leave = (go) => go() }: DeskFrameProps) {
  const queryClient = useQueryClient();
  const logout = useMutation({
    ...logoutMutation(queryClient),
    onError: () =>
      toast({ variant: "destructive", title: "Sign out failed", description: "Please try again in a moment." }),
  });
  return (
    <div className="min-h-screen overflow-x-clip bg-sand">
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex min-h-14 lg:min-h-12 w-full max-w-screen-2xl flex-wrap items-center gap-x-5 gap-y-1 px-3 py-1 sm:px-4 lg:gap-x-2 2xl:gap-x-5">
          <div className="flex items-baseline gap-3">
            {/* On a laptop the bar keeps one line for the sections; the company's name comes back on wider screens. */}
            <p className="hidden font-display text-lg text-ink 2xl:block">{SITE.name}</p>
            <h1 className="font-sans text-lg font-semibold text-ink">{title}</h1>
          </div>
          {/* Its own row on a phone, beside the heading from a laptop up. */}
          {nav && <div className="w-full min-w-0 self-end lg:w-auto lg:flex-1">{nav}</div>}
          {user && (
            <div className="ml-auto flex items-center gap-3">
              {/* Below 2xl the sections need the whole line beside the heading: the name is read out, and shown on the sign-out button's hover. */}
              <span className="sr-only text-base text-ink-muted 2xl:not-sr-only">
                <span>Signed in as </span>
                <span className="font-semibold text-ink">{staffLabel(user)}</span>
              </span>
              <Button type="button" variant="ghost" size="sm" className="min-h-11" title={`Signed in as ${staffLabel(user)}`} onClick={() => leave(() => logout.mutate())} disabled={logout.isPending}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Sign out
              </Button>
            </div>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-screen-2xl px-3 pb-3 pt-2 sm:px-4">
        {children}
      </main>
    </div>
  );
}
