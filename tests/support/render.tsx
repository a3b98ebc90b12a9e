import type { ReactElement, ReactNode } from "react";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { DeparturesContext } from "@/features/booking/api/departures-data";
import type { CardDeparturesByProgramme } from "@shared/departures/card-departure";

export interface RenderWithProvidersOptions extends Omit<RenderOptions, "wrapper" | "queries"> {
  /** Where the app starts, search included, e.g. "/retreats?duration=7". Default "/". */
  path?: string;
  /** Reuse a client (e.g. one pre-filled with setQueryData); a fresh one otherwise. */
  queryClient?: QueryClient;
  /** The departures the page was served with (none by default). */
  departures?: CardDeparturesByProgramme;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** The in-memory location: `history` lists every entry (replace overwrites the last one). */
  location: ReturnType<typeof memoryLocation> & { history: string[]; reset: () => void };
  /** The current path and search, e.g. "/retreats?q=yoga". */
  currentUrl: () => string;
}

/**
 * Renders `ui` the way the app does (TanStack Query + a wouter Router) but with an
 * in-memory location, so tests can start at any URL and read every navigation back.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/", queryClient = createQueryClient(), departures = {}, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const location = memoryLocation({ path, record: true });

  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {/* As a page served with no departures: the cards say Dates on request and fetch nothing. */}
          <DeparturesContext.Provider value={departures}>{children}</DeparturesContext.Provider>
        </Router>
      </QueryClientProvider>
    );
  }

  const user = userEvent.setup();
  const result = render(ui, { wrapper: Providers, ...options });
  return {
    ...result,
    user,
    queryClient,
    location,
    currentUrl: () => location.history[location.history.length - 1] ?? path,
  };
}
