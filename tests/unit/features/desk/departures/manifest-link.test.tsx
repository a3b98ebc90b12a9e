import { screen } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { SESSION_KEY } from "@/lib/query-client";
import { ManifestLink } from "@/features/desk/departures/components/manifest-link";
import { renderWithProviders } from "../../../../support/render";
import { apiPaths } from "@shared/api-paths";

function signedInAs(role: "admin" | "agent"): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(SESSION_KEY, { id: 1, username: "asha", role, name: null, email: null });
  return queryClient;
}

describe("a departure's manifest link", () => {
  it("is offered to an admin, as a download of the departure's manifest", () => {
    renderWithProviders(<ManifestLink departureId={7} />, { queryClient: signedInAs("admin") });
    expect(screen.getByRole("link", { name: "Manifest (CSV)" })).toHaveAttribute("href", apiPaths.departureManifest.href(7));
  });

  it("is not offered to an agent", () => {
    renderWithProviders(<ManifestLink departureId={7} />, { queryClient: signedInAs("agent") });
    expect(screen.queryByRole("link", { name: "Manifest (CSV)" })).toBeNull();
  });
});
