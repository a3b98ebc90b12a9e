import { Suspense, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import type { AuthUser } from "@shared/api-types";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { DeskState } from "./desk-state";
import { LeaveGuardContext, useLeaveGuardSlot } from "./leave-guard";
import { useDeskState, type SetDeskState } from "./use-desk-state";

export interface DeskTabContext {
  me: AuthUser;
  state: DeskState;
  setState: SetDeskState;
}

/** One tab of the desk: its id in `?tab=`, its label, who may see it and what it shows. */
export interface DeskTab {
  id: string;
  label: string;
  adminOnly?: boolean;
  render: (context: DeskTabContext) => ReactNode;
}

export function visibleTabs(tabs: readonly DeskTab[], me: AuthUser): DeskTab[] {
  return tabs.filter((tab) => !tab.adminOnly || me.role === "admin");
}

interface DeskTabsProps {
  me: AuthUser;
  tabs: readonly DeskTab[];
  /**
   * Where the tab list and the open tab go (the desk puts the list in its top bar); one under the
   * other otherwise. `leave` runs a way out of the desk (signing out) once the open tab agrees.
   */
  frame?: (tablist: ReactNode, panel: ReactNode, leave: (go: () => void) => void) => ReactNode;
}

/** The desk's tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between them). */
export function DeskTabs({ me, tabs, frame }: DeskTabsProps) {
  const [state, setState] = useDeskState();
  const uid = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = visibleTabs(tabs, me);
  const current = shown.find((tab) => tab.id === state.tab) ?? shown[0];
  // The open tab may hold unsaved work (the programme editor): it is asked before another tab replaces it.
  const guard = useLeaveGuardSlot();

  const choose = (tab: DeskTab) => {
    if (tab === current) setState({ tab: tab.id });
    else guard.leave(() => setState({ tab: tab.id }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = shown.indexOf(current);
    const next =
      event.key === "ArrowRight" ? (at + 1) % shown.length
      : event.key === "ArrowLeft" ? (at - 1 + shown.length) % shown.length
      : event.key === "Home" ? 0
      : event.key === "End" ? shown.length - 1
      : -1;
    if (next === -1) return;
    event.preventDefault();
    choose(shown[next]);
    refs.current[next]?.focus();
  };

  const tablist = (
      <div role="tablist" aria-label="Desk sections" className="flex flex-wrap gap-1 lg:gap-0">
        {shown.map((tab, index) => {
          const selected = tab === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              id={`${uid}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${uid}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => choose(tab)}
              className={cn(
                "-mb-px min-h-11 border-b-2 px-3 text-base font-semibold lg:min-h-10 lg:px-1.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron",
                selected ? "border-teal text-teal" : "border-transparent text-ink-muted hover:text-ink",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
  );
  const panel = (
      <div role="tabpanel" id={`${uid}-panel-${current.id}`} aria-labelledby={`${uid}-tab-${current.id}`} tabIndex={-1} className="min-w-0 [overflow-wrap:anywhere]">
        <LeaveGuardContext.Provider value={guard.slot}>
          <Suspense fallback={<Spinner label={`Loading ${current.label}`} />}>{current.render({ me, state, setState })}</Suspense>
        </LeaveGuardContext.Provider>
      </div>
  );
  if (frame) return frame(tablist, panel, guard.leave);
  return (
    <div className="grid min-w-0 gap-3">
      {tablist}
      {panel}
    </div>
  );
}
